"""Servers on 127.0.0.1 that misbehave at the socket: one that accepts and never answers, one that resets the
connection as soon as a request arrives. Each serves on a thread until its ``with`` block ends."""

from __future__ import annotations

import socket
import struct
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager


@contextmanager
def _listening(handle: Callable[[socket.socket], None]) -> Iterator[str]:
    server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    server.bind(("127.0.0.1", 0))
    server.listen()
    accepted: list[socket.socket] = []

    def serve() -> None:
        while True:
            try:
                connection, _ = server.accept()
            except OSError:
                return
            accepted.append(connection)
            handle(connection)

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.getsockname()[1]}/v1"
    finally:
        # shutdown() wakes the accept() blocked on the thread (Linux), which then returns.
        server.shutdown(socket.SHUT_RDWR)
        server.close()
        thread.join()
        for connection in accepted:
            connection.close()


@contextmanager
def never_answering() -> Iterator[str]:
    """A server that reads nothing and answers nothing: every attempt waits for its deadline."""
    with _listening(lambda connection: None) as url:
        yield url


def _reset(connection: socket.socket) -> None:
    connection.recv(1)
    connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    connection.close()


@contextmanager
def resetting() -> Iterator[str]:
    """A server that resets each connection (RST, via SO_LINGER 0) once the request's first bytes arrive."""
    with _listening(_reset) as url:
        yield url
