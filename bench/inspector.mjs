// A bench worker's V8 inspector, through wrangler's inspector proxy (startBenchWorker's `inspectorPort`): the DevTools
// protocol's commands, answered in order, for the profile scripts.

/** Opens the worker's inspector on `port`: `send(method, params)` answers the command's message; `close()` ends it. */
export async function connectInspector(port) {
  const [target] = await (await fetch(`http://127.0.0.1:${port}/json`)).json();
  // The proxy accepts DevTools' origins only; a local one is one of them.
  const socket = new WebSocket(target.webSocketDebuggerUrl, { headers: { Origin: "http://localhost" } });
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve);
    socket.addEventListener("error", reject);
  });
  const pending = new Map();
  let lastId = 0;
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(event.data);
    pending.get(message.id)?.(message);
    pending.delete(message.id);
  });
  return {
    send: (method, params = {}) =>
      new Promise((resolve) => {
        const id = ++lastId;
        pending.set(id, resolve);
        socket.send(JSON.stringify({ id, method, params }));
      }),
    close: () => socket.close(),
  };
}
