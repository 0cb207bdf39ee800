import type { RawImage } from "@greenhouse/wasm-pipeline";
import { cubeMesh } from "../../lib/cube-mesh";
import { multiply, perspective, rotationX, rotationY, translation } from "../../lib/mat4";
import { fragmentShader, vertexShader } from "./shaders";

export interface MaterialMaps {
  base: RawImage;
  normal: RawImage;
  specular: RawImage;
}

function compile(gl: WebGL2RenderingContext, type: number, source: string): WebGLShader {
  const shader = gl.createShader(type);
  if (!shader) throw new Error("WebGL could not create a shader");
  gl.shaderSource(shader, source);
  gl.compileShader(shader);
  if (!gl.getShaderParameter(shader, gl.COMPILE_STATUS)) throw new Error(gl.getShaderInfoLog(shader) ?? "shader error");
  return shader;
}

/** A texture unit's handle with nearest sampling and clamped edges, its pixels not yet uploaded. */
function texture(gl: WebGL2RenderingContext, unit: number): WebGLTexture {
  const handle = gl.createTexture();
  if (!handle) throw new Error("WebGL could not create a texture");
  gl.activeTexture(gl.TEXTURE0 + unit);
  gl.bindTexture(gl.TEXTURE_2D, handle);
  for (const param of [gl.TEXTURE_MIN_FILTER, gl.TEXTURE_MAG_FILTER])
    gl.texParameteri(gl.TEXTURE_2D, param, gl.NEAREST);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
  return handle;
}

/** Uploads raw RGBA bytes as-is into a unit's texture: no premultiplication, no colour conversion. */
function upload(gl: WebGL2RenderingContext, unit: number, handle: WebGLTexture, image: RawImage): void {
  gl.activeTexture(gl.TEXTURE0 + unit);
  gl.bindTexture(gl.TEXTURE_2D, handle);
  gl.pixelStorei(gl.UNPACK_PREMULTIPLY_ALPHA_WEBGL, false);
  gl.pixelStorei(gl.UNPACK_COLORSPACE_CONVERSION_WEBGL, gl.NONE);
  gl.pixelStorei(gl.UNPACK_ALIGNMENT, 1);
  const bytes = new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA8, image.width, image.height, 0, gl.RGBA, gl.UNSIGNED_BYTE, bytes);
}

/**
 * Draws a lit block with the material; returns draw(yaw, pitch), setMaps (new pixels into the same
 * textures: an animation or a slider changes them many times a second, and rebuilding the program and
 * buffers each time would be wasted work) and a disposer.
 */
export function createBlockRenderer(canvas: HTMLCanvasElement, maps: MaterialMaps) {
  const gl = canvas.getContext("webgl2", { antialias: true });
  if (!gl) return null;
  const program = gl.createProgram();
  gl.attachShader(program, compile(gl, gl.VERTEX_SHADER, vertexShader));
  gl.attachShader(program, compile(gl, gl.FRAGMENT_SHADER, fragmentShader));
  gl.linkProgram(program);
  if (!gl.getProgramParameter(program, gl.LINK_STATUS)) throw new Error(gl.getProgramInfoLog(program) ?? "link error");
  // biome-ignore lint/correctness/useHookAtTopLevel: WebGL's useProgram, not a React hook.
  gl.useProgram(program);

  const mesh = cubeMesh();
  const vao = gl.createVertexArray();
  gl.bindVertexArray(vao);
  const vbo = gl.createBuffer();
  gl.bindBuffer(gl.ARRAY_BUFFER, vbo);
  gl.bufferData(gl.ARRAY_BUFFER, mesh.vertices, gl.STATIC_DRAW);
  const ibo = gl.createBuffer();
  gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, ibo);
  gl.bufferData(gl.ELEMENT_ARRAY_BUFFER, mesh.indices, gl.STATIC_DRAW);
  const bytes = mesh.stride * 4;
  const attributes: [string, number, number][] = [
    ["aPos", 3, 0],
    ["aNormal", 3, 3],
    ["aTangent", 3, 6],
    ["aUv", 2, 9],
  ];
  for (const [name, size, offset] of attributes) {
    const location = gl.getAttribLocation(program, name);
    if (location < 0) continue;
    gl.enableVertexAttribArray(location);
    gl.vertexAttribPointer(location, size, gl.FLOAT, false, bytes, offset * 4);
  }
  const textures = [texture(gl, 0), texture(gl, 1), texture(gl, 2)] as const;
  const setMaps = (next: MaterialMaps) => {
    upload(gl, 0, textures[0], next.base);
    upload(gl, 1, textures[1], next.normal);
    upload(gl, 2, textures[2], next.specular);
  };
  setMaps(maps);
  gl.uniform1i(gl.getUniformLocation(program, "uBase"), 0);
  gl.uniform1i(gl.getUniformLocation(program, "uNormal"), 1);
  gl.uniform1i(gl.getUniformLocation(program, "uSpecular"), 2);
  gl.uniform3f(gl.getUniformLocation(program, "uCamera"), 0, 0, 2.6);
  gl.uniform3f(gl.getUniformLocation(program, "uLight"), 0.6, 0.8, 0.7);
  gl.uniform1f(gl.getUniformLocation(program, "uDepth"), 0.25 * 0.25);
  const model = gl.getUniformLocation(program, "uModel");
  const viewProj = gl.getUniformLocation(program, "uViewProj");
  gl.enable(gl.DEPTH_TEST);
  gl.enable(gl.CULL_FACE);

  return {
    setMaps,
    draw(yaw: number, pitch: number) {
      const ratio = window.devicePixelRatio || 1;
      const width = Math.round(canvas.clientWidth * ratio);
      const height = Math.round(canvas.clientHeight * ratio);
      if (canvas.width !== width) canvas.width = width;
      if (canvas.height !== height) canvas.height = height;
      gl.viewport(0, 0, width, height);
      gl.clearColor(0, 0, 0, 0);
      gl.clear(gl.COLOR_BUFFER_BIT | gl.DEPTH_BUFFER_BIT);
      const aspect = width / Math.max(1, height);
      gl.uniformMatrix4fv(
        viewProj,
        false,
        multiply(perspective(Math.PI / 4, aspect, 0.1, 10), translation(0, 0, -2.6)),
      );
      gl.uniformMatrix4fv(model, false, multiply(rotationX(pitch), rotationY(yaw)));
      gl.drawElements(gl.TRIANGLES, mesh.indices.length, gl.UNSIGNED_SHORT, 0);
    },
    dispose() {
      for (const handle of textures) gl.deleteTexture(handle);
      gl.deleteBuffer(vbo);
      gl.deleteBuffer(ibo);
      gl.deleteVertexArray(vao);
      gl.deleteProgram(program);
    },
  };
}
