// The fan-out bench's clients (bench/sportsbook-live.ts), in a worker thread of their own so their
// parsing does not delay the server's sends. Plain JS: a worker does not inherit the tsx loader.
import { parentPort, workerData } from 'node:worker_threads';
import { WebSocket } from 'ws';

const { url, clients, topic, event } = workerData;
const wallClock = () => performance.timeOrigin + performance.now();
const receipts = [];
let first = 0;

/** Opens one client; resolves once it is subscribed (a refused or reset connection tries again). */
function connect() {
  return new Promise((resolve) => {
    const socket = new WebSocket(url);
    let seen = false;
    socket.on('error', () => {
      if (socket.readyState !== WebSocket.OPEN) setTimeout(() => connect().then(resolve), 100);
    });
    socket.on('open', () => {
      socket.send(JSON.stringify({ type: 'subscribe', topics: [topic] }));
      resolve();
    });
    socket.on('message', (data) => {
      const at = wallClock();
      const message = JSON.parse(data.toString());
      if (message.type !== 'message' || message.event !== event) return;
      // The first update is the whole list as of the last tick; every later one follows a move.
      if (seen) {
        receipts.push(at);
        return;
      }
      seen = true;
      first += 1;
      if (first === clients) parentPort.postMessage({ ready: true });
    });
  });
}

// Fifty at a time: opening a thousand at once would only measure the accept queue.
for (let index = 0; index < clients; index += 50) {
  await Promise.all(Array.from({ length: Math.min(50, clients - index) }, connect));
}
parentPort.on('message', () => parentPort.postMessage({ latenciesAt: receipts, delivered: receipts.length }));
