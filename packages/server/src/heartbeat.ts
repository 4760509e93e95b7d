// Broken connections are found and closed: every `ms` of real time the server pings each socket
// (a WebSocket ping, which browsers answer by themselves) and drops one that did not answer the
// previous ping. Without it a phone that lost its network, or a laptop that went to sleep, would
// stay "connected" until the operating system gave up on the socket, which can take hours: its
// seat would never count as gone (no stand-in after the grace time, no "away" for the others).
import type { WebSocket } from 'ws';

/** Starts the heartbeat over the sockets `clients()` lists; `ms` 0 turns it off. Returns its stop. */
export function startHeartbeat(clients: () => Iterable<WebSocket>, ms: number): () => void {
  if (ms <= 0) return () => undefined;
  const answered = new WeakMap<WebSocket, boolean>();
  const timer = setInterval(() => {
    for (const ws of clients()) {
      if (answered.get(ws) === false) {
        ws.terminate(); // its 'close' handler runs as for any other close
        continue;
      }
      if (!answered.has(ws)) ws.on('pong', () => answered.set(ws, true));
      answered.set(ws, false);
      ws.ping();
    }
  }, ms);
  timer.unref();
  return () => clearInterval(timer);
}
