// A local stand-in for a Stable-Diffusion-WebUI server: it speaks POST /sdapi/v1/txt2img (the subset
// Greenhouse sends, plus img2img and GET /sdapi/v1/sd-models) and answers with procedurally generated PNG textures, so the AI page works and is
// testable offline. Deterministic: the same prompt and seed give the same images; `tiling` makes them
// wrap seamlessly. Run: `node scripts/local-sd/server.mjs [port]` (default 7860).
import http from "node:http";
import { crc32, deflateSync } from "node:zlib";

function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, "latin1");
  data.copy(out, 8);
  out.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, "latin1"), data])) >>> 0, 8 + data.length);
  return out;
}

/** Encodes RGB8 pixels as a PNG. */
export function encodeRgbPng(width, height, rgb) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) rgb.copy(raw, y * (width * 3 + 1) + 1, y * width * 3, (y + 1) * width * 3);
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function hash(text) {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619) >>> 0;
  return h;
}

/** Value noise on a lattice; with `tiling` the lattice wraps so the image tiles seamlessly. */
export function texture(width, height, prompt, seed, tiling) {
  const base = hash(`${prompt}#${seed}`);
  const cells = 8;
  const lattice = (x, y) => {
    const wx = tiling ? ((x % cells) + cells) % cells : x;
    const wy = tiling ? ((y % cells) + cells) % cells : y;
    return (hash(`${base}:${wx}:${wy}`) % 1000) / 1000;
  };
  const hue = [base & 0xff, (base >>> 8) & 0xff, (base >>> 16) & 0xff];
  const rgb = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const fx = (x / width) * cells;
      const fy = (y / height) * cells;
      const x0 = Math.floor(fx);
      const y0 = Math.floor(fy);
      const tx = fx - x0;
      const ty = fy - y0;
      const top = lattice(x0, y0) * (1 - tx) + lattice(x0 + 1, y0) * tx;
      const bottom = lattice(x0, y0 + 1) * (1 - tx) + lattice(x0 + 1, y0 + 1) * tx;
      const value = 0.35 + 0.65 * (top * (1 - ty) + bottom * ty);
      for (let c = 0; c < 3; c++) rgb[(y * width + x) * 3 + c] = Math.round((hue[c] ?? 0) * value);
    }
  }
  return encodeRgbPng(width, height, rgb);
}

function readJson(request, limit = 1_000_000) {
  return new Promise((resolve, reject) => {
    let size = 0;
    const parts = [];
    request.on("data", (part) => {
      size += part.length;
      if (size > limit) reject(new Error("request too large"));
      else parts.push(part);
    });
    request.on("end", () => {
      try {
        resolve(JSON.parse(Buffer.concat(parts).toString("utf8") || "{}"));
      } catch (error) {
        reject(error);
      }
    });
    request.on("error", reject);
  });
}

const clamp = (value, low, high, fallback) =>
  Number.isInteger(value) && value >= low && value <= high ? value : fallback;

/** Starts the stand-in; resolves with its base URL and a close function. */
export function startLocalSd(port = 7860, host = "127.0.0.1") {
  const server = http.createServer(async (request, response) => {
    const send = (status, body) => {
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(body));
    };
    // What a connection test asks for: the WebUI lists its checkpoints here.
    if (request.method === "GET" && request.url === "/sdapi/v1/sd-models") {
      return send(200, [{ title: "local-sd-standin [procedural]", model_name: "local-sd-standin", hash: null }]);
    }
    const routes = ["/sdapi/v1/txt2img", "/sdapi/v1/img2img"];
    if (request.method !== "POST" || !routes.includes(request.url ?? "")) return send(404, { detail: "Not Found" });
    try {
      const body = await readJson(request, 16_000_000);
      // img2img: the stand-in does not decode the source; its variations are keyed by the source's
      // bytes, so each source gets its own, stable set of images at the source's size.
      if (request.url === "/sdapi/v1/img2img") {
        const source = Array.isArray(body.init_images) ? String(body.init_images[0] ?? "") : "";
        if (!source) return send(422, { detail: "init_images is required" });
        body.prompt = `${body.prompt ?? ""}#${hash(source)}`;
      }
      const width = clamp(body.width, 8, 2048, 512);
      const height = clamp(body.height, 8, 2048, 512);
      const count = clamp(body.batch_size, 1, 8, 1) * clamp(body.n_iter, 1, 8, 1);
      const seed = Number.isInteger(body.seed) && body.seed >= 0 ? body.seed : Math.floor(Math.random() * 1_000_000);
      const images = Array.from({ length: count }, (_, i) =>
        texture(width, height, String(body.prompt ?? ""), seed + i, body.tiling !== false).toString("base64"),
      );
      send(200, {
        images,
        parameters: { ...body, seed },
        info: JSON.stringify({ seed, all_seeds: images.map((_, i) => seed + i) }),
      });
    } catch (error) {
      send(422, { detail: error instanceof Error ? error.message : String(error) });
    }
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === "object" && address ? address.port : port;
      resolve({ url: `http://${host}:${actualPort}`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2] ?? process.env.LOCAL_SD_PORT ?? 7860);
  const { url } = await startLocalSd(port);
  console.log(`Local Stable-Diffusion stand-in on ${url}/sdapi/v1/txt2img`);
}
