/** Vertex shader: world-space position, normal and tangent for per-pixel tangent-space shading. */
export const vertexShader = `#version 300 es
in vec3 aPos; in vec3 aNormal; in vec3 aTangent; in vec2 aUv;
uniform mat4 uModel; uniform mat4 uViewProj;
out vec3 vPos; out vec3 vNormal; out vec3 vTangent; out vec2 vUv;
void main() {
  vec4 world = uModel * vec4(aPos, 1.0);
  vPos = world.xyz;
  vNormal = mat3(uModel) * aNormal;
  vTangent = mat3(uModel) * aTangent;
  vUv = aUv;
  gl_Position = uViewProj * world;
}`;

/**
 * Fragment shader reading the maps as LabPBR 1.3 defines them: `_n` RG = DirectX normal XY, B = AO,
 * A = height (parallax); `_s` R = perceptual smoothness, G = F0 (0-229 linear, 230+ metal: albedo as
 * F0), A = emission (255 none). Lit by one sun and a sky-and-ground environment that metals reflect.
 */
export const fragmentShader = `#version 300 es
precision highp float;
uniform sampler2D uBase; uniform sampler2D uNormal; uniform sampler2D uSpecular;
uniform vec3 uCamera; uniform vec3 uLight; uniform float uDepth;
in vec3 vPos; in vec3 vNormal; in vec3 vTangent; in vec2 vUv;
out vec4 outColor;
void main() {
  vec3 N = normalize(vNormal);
  vec3 T = normalize(vTangent);
  vec3 Bdown = -cross(N, T);          // image rows run down the face
  vec3 V = normalize(uCamera - vPos);
  vec3 viewT = vec3(dot(V, T), dot(V, Bdown), dot(V, N));
  // Steep parallax over the height in _n alpha (255 = surface, 0 = 25% deep).
  const float steps = 24.0;
  vec2 delta = viewT.xy / max(viewT.z, 0.25) * uDepth / steps;
  vec2 uv = vUv;
  float layer = 0.0;
  float depth = 1.0 - texture(uNormal, uv).a;
  for (int i = 0; i < 24; i++) {
    if (layer >= depth) break;
    uv -= delta;
    depth = 1.0 - texture(uNormal, clamp(uv, 0.0, 1.0)).a;
    layer += 1.0 / steps;
  }
  uv = clamp(uv, 0.0, 1.0);
  vec4 n4 = texture(uNormal, uv);
  vec4 s4 = texture(uSpecular, uv);
  vec4 base = texture(uBase, uv);
  if (base.a < 0.1) discard;
  vec2 xy = n4.rg * 2.0 - 1.0;        // G is Y-down, which is Bdown here
  vec3 n = normalize(xy.x * T + xy.y * Bdown + sqrt(max(0.0, 1.0 - dot(xy, xy))) * N);
  float ao = n4.b;
  float roughness = pow(1.0 - s4.r, 2.0);
  float g = s4.g * 255.0;
  vec3 albedo = pow(base.rgb, vec3(2.2));
  bool metal = g > 229.5;
  vec3 f0 = metal ? albedo : vec3(g / 255.0);
  vec3 diffuse = metal ? vec3(0.0) : albedo;
  vec3 L = normalize(uLight);
  vec3 H = normalize(L + V);
  float nl = max(dot(n, L), 0.0);
  float nh = max(dot(n, H), 0.0);
  float a2 = max(roughness * roughness, 0.002);
  float d = nh * nh * (a2 - 1.0) + 1.0;
  float D = a2 / (3.14159 * d * d);
  vec3 F = f0 + (1.0 - f0) * pow(1.0 - max(dot(H, V), 0.0), 5.0);
  vec3 direct = (diffuse * (1.0 - F) / 3.14159 + D * F * 0.25) * nl * 3.2;
  // A metal has no diffuse colour: without something to reflect it renders black. A sky-over-ground
  // gradient stands in for the world, blurred towards its average as the surface gets rougher, and
  // weighted by Karis' analytic environment BRDF (the split-sum approximation shaders use).
  vec3 R = reflect(-V, n);
  float perceptual = 1.0 - s4.r;
  vec3 sky = mix(vec3(0.30, 0.28, 0.25), vec3(0.80, 0.86, 0.95), smoothstep(-0.3, 0.5, R.y));
  vec3 env = mix(sky, vec3(0.55, 0.57, 0.60), perceptual);
  float nv = max(dot(n, V), 0.0);
  vec4 r = perceptual * vec4(-1.0, -0.0275, -0.572, 0.022) + vec4(1.0, 0.0425, 1.04, -0.04);
  float a004 = min(r.x * r.x, exp2(-9.28 * nv)) * r.x + r.y;
  vec2 envBrdf = vec2(-1.04, 1.04) * a004 + r.zw;
  vec3 reflection = env * (f0 * envBrdf.x + envBrdf.y);
  vec3 ambient = diffuse * 0.22 * ao + reflection * 0.85 * ao;
  float e = s4.a * 255.0;
  vec3 emission = e < 254.5 ? albedo * (e / 254.0) * 2.5 : vec3(0.0);
  vec3 color = direct * mix(0.6, 1.0, ao) + ambient + emission;
  outColor = vec4(pow(color / (1.0 + color), vec3(1.0 / 2.2)), 1.0);
}`;
