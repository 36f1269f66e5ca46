"""The shared part of the table: round and phase (`header.py`), role cards (`roles.py`), supply
and plantations (`supply.py`), ships and the trading house (`ships.py`), buildings for sale
(`market.py`), the Festival (`festival.py`); what they share in `panels.py`.

Each section has a height and a drawing function taking the top edge it starts at. Everything
is laid out for a narrow picture read on a phone: no text below `style.MIN_TEXT`.
"""
