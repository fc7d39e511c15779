// Stand-ins for the outside world during browser tests: Resend's POST /emails and a webhook receiver.
// GET /_requests lists what arrived; POST /_control { "emails": "ok" | "hang" | "fail" } changes the email API.
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";

export function startSink(port) {
  const requests = [];
  let emails = "ok";
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const send = (status, json) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(json));
      };
      if (req.method === "GET" && req.url === "/_requests") return send(200, requests);
      if (req.method === "POST" && req.url === "/_control") {
        emails = JSON.parse(body).emails ?? "ok";
        return send(200, { emails });
      }
      requests.push({ method: req.method, path: req.url, headers: req.headers, body, at: Date.now() });
      if (req.url === "/emails") {
        if (emails === "hang") return; // never answers: the sender's timeout must cope
        if (emails === "fail")
          return send(500, { statusCode: 500, name: "internal_server_error", message: "down" });
        return send(200, { id: randomUUID() });
      }
      send(200, { received: true });
    });
  });
  server.listen(port, "127.0.0.1");
  return server;
}
