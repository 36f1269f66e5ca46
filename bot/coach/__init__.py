"""The coach: a finished game reviewed decision by decision (`analysis`), as plain data
(`review`) that the channel, the live table's replay and the terminal put in words."""
