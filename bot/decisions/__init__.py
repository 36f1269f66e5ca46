"""A player's decisions as every surface offers them: each with its numbers (`choices`), and the
Mayor's colonists placed in one go (`arrangement`)."""
