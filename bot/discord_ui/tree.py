"""The command tree, whose sync of the global commands keeps the Activity's Entry Point.

When an application's Activities are enabled, Discord gives it an Entry Point command (type 4,
PRIMARY_ENTRY_POINT: the live table's "Launch" in the App Launcher) and refuses any bulk update
of the global commands that leaves it out. discord.py 2.7.1 has no such command type, so its
`sync` would send the `/pr` group alone: this one reads the application's commands first and
sends its Entry Point back unchanged beside the tree's.
"""

from __future__ import annotations

from discord import app_commands
from discord.app_commands import AppCommand, CommandSyncFailure, MissingApplicationID
from discord.errors import HTTPException
from discord.http import Route

ENTRY_POINT = 4  # ApplicationCommandType.PRIMARY_ENTRY_POINT
INVALID_FORM_BODY = 50035


class PuertoRicoTree(app_commands.CommandTree):
    async def sync(self, *, guild=None) -> list[AppCommand]:
        """As CommandTree.sync; for the global commands, with the Entry Point kept (not
        among the returned commands, which are the tree's)."""
        if guild is not None:
            return await super().sync(guild=guild)
        if self.client.application_id is None:
            raise MissingApplicationID
        commands = self._get_all_commands(guild=None)
        if self.translator:
            payload = [await command.get_translated_payload(self, self.translator)
                       for command in commands]
        else:
            payload = [command.to_dict(self) for command in commands]
        payload += await self.entry_points()
        try:
            data = await self._http.bulk_upsert_global_commands(
                self.client.application_id, payload=payload)
        except HTTPException as error:
            if error.status == 400 and error.code == INVALID_FORM_BODY:
                raise CommandSyncFailure(error, commands) from None
            raise
        return [AppCommand(data=entry, state=self._state) for entry in data
                if entry.get("type") != ENTRY_POINT]

    async def entry_points(self) -> list[dict]:
        """The application's global Entry Point commands as Discord has them, with their
        translations (none when its Activities are not enabled)."""
        route = Route("GET", "/applications/{application_id}/commands",
                      application_id=self.client.application_id)
        registered = await self._http.request(route, params={"with_localizations": "true"})
        return [entry for entry in registered if entry.get("type") == ENTRY_POINT]
