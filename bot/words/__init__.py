"""What every surface (Discord, the live table, the terminal) says the same way: the words of a
change (`messages`), the viewer's language (`language`), the live table's words (`web`), the
rules' reference cards (`rules_cards`)."""
