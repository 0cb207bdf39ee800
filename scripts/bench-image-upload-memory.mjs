// Measurement (not a test): the isolate memory one image upload costs on the routes that store one image
// (a project texture, a Library image, a Library replacement; held whole up to 20 MB, streamed to R2
// past that, lib/multipart-stream.ts), by the method of
// bench-upload-memory.mjs: a fresh local Worker per upload, signed in through the local Discord
// stand-in, its isolate's peak (JS heap plus ArrayBuffer/WebAssembly backing stores) read through the
// inspector. Two incompressible PNGs per size (scripts/noise-png.mjs):
//   filled:  random pixels fill the file (4096 px wide; over 2048x2048 only its header is checked),
//   decoded: 2048x2048 random pixels, the largest the server decodes (and thumbnails), padded to the size
//            (at 16 MB, where no padding fits, the filled file, which is decoded too).
//   warm:    the filled file, sent after a 20 MB 2048x2048 image was decoded in the same isolate (not
//            measured): WebAssembly memory never shrinks, so the codec keeps what that decode grew it to.
//   node scripts/bench-image-upload-memory.mjs [MB,MB,...] [shape,...] [route...]   (shapes: filled, decoded, warm)
//   (defaults: 16,32,48,64,128,200  filled,decoded  project library library-replace)
import { connectIsolate, sampleIsolatePeak } from "./isolate-memory.mjs";
import { startLocalDiscord } from "./local-discord/server.mjs";
import { startMeasuredWorker } from "./measured-worker.mjs";
import { noisePng, noisePngFilling, noisePngSize } from "./noise-png.mjs";
import { offlineEnv } from "./offline-env.mjs";

Object.assign(process.env, offlineEnv);
const sizes = (process.argv[2] ?? "16,32,48,64,128,200").split(",").map(Number);
const shapes = (process.argv[3] ?? "filled,decoded").split(",");
const routes = process.argv.length > 4 ? process.argv.slice(4) : ["project", "library", "library-replace"];
const mb = (bytes) => (bytes / 2 ** 20).toFixed(0);

// Under 2048x2048 of file (16 MB) no padding fits; a filled file that small is decoded anyway.
const image = {
  filled: (bytes) => noisePngFilling(bytes),
  warm: (bytes) => noisePngFilling(bytes),
  decoded: (bytes) => (bytes > noisePngSize(2048, 2048) + 12 ? noisePng(2048, 2048, bytes) : noisePngFilling(bytes)),
};

/** The session cookie of `name`, signed in the way a browser does it (tests/support/sign-in.ts). */
async function signIn(base, name) {
  const cookieOf = (response, cookie) =>
    response.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .find((pair) => pair.startsWith(`${cookie}=`));
  const start = await fetch(`${base}/api/auth/discord?login_hint=${name}`, { redirect: "manual" });
  const authorize = await fetch(start.headers.get("location"), { redirect: "manual" });
  const finish = await fetch(authorize.headers.get("location"), {
    redirect: "manual",
    headers: { Cookie: cookieOf(start, "gh_oauth") ?? "" },
  });
  const session = cookieOf(finish, "gh_session");
  if (!session) throw new Error(`Signing in as ${name} gave no session`);
  return session;
}

const upload = (file, name, extra = {}) => {
  const form = new FormData();
  form.append("file", new File([file], name, { type: "image/png" }));
  for (const [field, value] of Object.entries(extra)) form.append(field, value);
  return form;
};

/** Makes what the route needs (a project, a Library item) and answers the request to measure. */
async function prepare(route, api, file) {
  if (route === "project") {
    const project = await (await api("/api/projects", { method: "POST", json: { name: "Memory" } })).json();
    return () => api(`/api/projects/${project.id}/files`, { method: "POST", body: upload(file, "noise.png") });
  }
  if (route === "library")
    return () => api("/api/uploaded-content", { method: "POST", body: upload(file, "noise.png") });
  if (route === "library-replace") {
    const small = noisePng(16, 16);
    const item = await (
      await api("/api/uploaded-content", { method: "POST", body: upload(small, "noise.png") })
    ).json();
    return () => api(`/api/uploaded-content/${item.id}`, { method: "PUT", body: upload(file, "noise.png") });
  }
  throw new Error(`Unknown route ${route}`);
}

const discord = await startLocalDiscord({ port: 0 });
try {
  for (const shape of shapes) {
    for (const size of sizes) {
      const file = image[shape](Math.round(size * 2 ** 20));
      for (const route of routes) {
        const { worker, dispose } = await startMeasuredWorker({
          prefix: "greenhouse-image-memory-",
          bindings: { DISCORD_OAUTH_BASE: { type: "plain_text", value: discord.url } },
        });
        try {
          const base = (await worker.url).origin;
          const cookie = await signIn(base, "tester1");
          const api = (at, { method, json, body }) =>
            fetch(`${base}${at}`, {
              method,
              body: json ? JSON.stringify(json) : body,
              headers: { Origin: base, Cookie: cookie, ...(json ? { "Content-Type": "application/json" } : {}) },
            });
          if (shape === "warm") {
            const decoded = await api("/api/uploaded-content", {
              method: "POST",
              body: upload(noisePng(2048, 2048, 20 * 2 ** 20), "warm.png"),
            });
            if (decoded.status !== 201) throw new Error(`The warming upload answered ${decoded.status}`);
          }
          const send = await prepare(route, api, file);
          const isolate = await connectIsolate(await worker.inspectorUrl);
          const stop = sampleIsolatePeak(isolate, 10);
          const answer = await send();
          const text = await answer.text();
          const peak = await stop();
          isolate.close();
          const note = answer.ok ? "" : ` ${text.slice(0, 120)}`;
          console.log(
            `${route}, ${shape} ${size} MB: ${answer.status}, isolate peak ${mb(peak.total)} MB (heap ${mb(peak.heap)} + buffers ${mb(peak.buffers)})${note}`,
          );
        } finally {
          await dispose();
        }
      }
    }
  }
} finally {
  await discord.close();
}
