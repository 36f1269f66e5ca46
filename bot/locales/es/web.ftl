# The live table's page: the words it shows around the table (bot/web_words.py).
web-table = La mesa
web-undo = { prompt-undo }
web-suggested = { prompt-suggested }
web-confirm = Confirmar
web-reset = Vaciar todos los círculos
web-cancel = Cerrar
web-choose = Elige
web-choices = Tus opciones
web-your-turn = Te toca
web-waiting = No te toca: la mesa se actualiza sola.
web-lines = Esta fase
web-arrange = Toca un círculo para ocuparlo; tócalo otra vez para vaciarlo.
web-arrange-nobles = Con { term-nobles } por colocar: el segundo toque pone un { term-noble }, el tercero vacía el círculo.
web-arrange-left = Círculos por ocupar:
web-reconnecting = Conexión perdida: reconectando…
web-connected = Conectado.
web-closed = No se puede acceder a la mesa. Pide un enlace nuevo con /pr board.
