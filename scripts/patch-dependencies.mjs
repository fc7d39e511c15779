// postgres.js 3.4.9 writes to a socket it has already dropped when a connection dies with a write pending: an
// uncaught TypeError from a timer, and the query never settles (porsager/postgres#1154, #1208). Until a release
// carries the fix, the guard proposed upstream (#1209: settle the query with CONNECTION_CLOSED) is applied here,
// after every install and before every build. The bug showed in bench/faults.mts (PostgreSQL stopped under load).
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const MARKER = "patched: porsager/postgres#1209";
const BEFORE = `  function nextWrite(fn) {
    const x = socket.write(chunk, fn)`;
const AFTER = `  function nextWrite(fn) {
    if (socket === null) { // ${MARKER}
      nextWriteTimer !== null && clearImmediate(nextWriteTimer)
      chunk = nextWriteTimer = null
      error(Errors.connection('CONNECTION_CLOSED', options))
      return false
    }
    const x = socket.write(chunk, fn)`;

for (const file of ["src", "cjs/src", "cf/src"].map((dir) => `node_modules/postgres/${dir}/connection.js`)) {
  if (!existsSync(file)) continue;
  const text = readFileSync(file, "utf8");
  if (text.includes(MARKER)) continue;
  if (!text.includes(BEFORE)) {
    console.warn(`${file}: nextWrite has changed upstream; check whether #1209 landed and drop this patch`);
    continue;
  }
  writeFileSync(file, text.replace(BEFORE, AFTER));
  console.log(`${file}: guard against writing to a closed socket applied`);
}
