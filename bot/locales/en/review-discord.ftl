## A finished game's review on Discord: the final message's Review button and /pr review
## (bot/discord_ui/review.py, cogs/review.py, renderer/review.py). $player is a display name,
## $game a game's number, $round a round's number, chances and losses in points of win
## chance (0–100). The marks' signs (?! ? ??) are the same in every language.

cmd-review = review
cmd-review-desc = A finished game reviewed decision by decision: your own summary, privately
cmd-review-game = game
cmd-review-game-desc = Which finished game (this channel's latest you played if left out)

review-button = Review
review-link = The whole game on the live table:
review-title = Review of game #{ $game }: { $player }
review-title-all = Review of game #{ $game }
review-not-a-player = You did not play this game: here is every player's summary.
review-chart = Chance to win after each decision
review-round = R{ $round }
review-player = { $player }: accuracy { $accuracy }%; chance to win { $start }% at the start, { $end }% at the end
review-accuracy = { $player }: accuracy { $accuracy }%
review-costliest = The costliest decisions, and what was better:
review-none-costly = No decision lost any chance to win worth naming.
review-decision = { $player }, round { $round }: { $decision }, −{ $loss ->
    [one] 1 point
   *[other] { $loss } points
}{ $mark ->
    [inaccuracy] {" "}(an inaccuracy)
    [mistake] {" "}(a mistake)
    [blunder] {" "}(a blunder)
   *[none] {""}
}; better: { $best }, which kept { $kept }%
review-legend = A decision is marked by the chance to win it lost against the better one: ?! an inaccuracy ({ $inaccuracy } points or more), ? a mistake ({ $mistake } or more), ?? a blunder ({ $blunder } or more).
review-in-play = Game #{ $game } is still being played: its review is made only once it is over, so that nobody plays on with the computer's judgement at hand.
review-queued = The review of game #{ $game } is being made: ask again in a minute or two.
review-none = Game #{ $game } has no review: it ended before its first decision.
review-no-game = No game has finished in this channel yet, so there is none to review. Once one ends, its final message has a { review-button } button, and `/pr { cmd-review }` gives you your own summary.
review-unknown = There is no finished game #{ $game } on this server. Type `/pr { cmd-review }` and choose one of the games it offers.

## The story's picture once the game is reviewed (renderer/story.py): its turning points.
story-marks = The marked decisions are the review's turning points: the winner's costliest and each other player's costliest. ?! an inaccuracy, ? a mistake, ?? a blunder: { $inaccuracy }, { $mistake } and { $blunder } points of chance to win lost or more.
