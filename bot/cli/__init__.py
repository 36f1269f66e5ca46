"""The `prbot` command line: its parsers and words (`arguments`), the commands (`main`), running
the bot (`runner`) and the database's tools (`dbcommands`)."""
