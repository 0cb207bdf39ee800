import { type PointerEvent, useEffect, useRef, useState } from "react";
import { createBlockRenderer, type MaterialMaps } from "./renderer";

/**
 * The selected material on a lit block the user rotates by dragging: normal, height (parallax), AO,
 * smoothness, F0/metal and emission, so a creator sees the result before loading a shader.
 */
export function MaterialPreview3D({ maps, height }: { maps: MaterialMaps; height?: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [angles, setAngles] = useState({ yaw: -0.6, pitch: 0.45 });
  const [problem, setProblem] = useState<string | null>(null);
  const renderer = useRef<ReturnType<typeof createBlockRenderer>>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const latest = useRef(angles);
  latest.current = angles;
  const latestMaps = useRef(maps);
  latestMaps.current = maps;

  // The renderer lives as long as the canvas; new maps (an animation's tick, a slider) only re-upload pixels.
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    try {
      renderer.current = createBlockRenderer(element, latestMaps.current);
      setProblem(renderer.current ? null : "The 3D preview needs WebGL 2, which this browser does not offer.");
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
    return () => {
      renderer.current?.dispose();
      renderer.current = null;
    };
  }, []);

  useEffect(() => {
    try {
      renderer.current?.setMaps(maps);
      renderer.current?.draw(latest.current.yaw, latest.current.pitch);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  }, [maps]);

  useEffect(() => {
    renderer.current?.draw(angles.yaw, angles.pitch);
  }, [angles]);

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const last = drag.current;
    if (!last) return;
    drag.current = { x: event.clientX, y: event.clientY };
    setAngles((current) => ({
      yaw: current.yaw + (event.clientX - last.x) * 0.01,
      pitch: Math.max(-1.4, Math.min(1.4, current.pitch + (event.clientY - last.y) * 0.01)),
    }));
  };

  return (
    <div className="gh-canvas-wrap gh-canvas-3d" style={{ height }}>
      <canvas
        ref={canvas}
        className="gh-canvas"
        aria-label="3D material preview"
        data-testid="material-3d"
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          drag.current = { x: event.clientX, y: event.clientY };
        }}
        onPointerMove={onPointerMove}
        onPointerUp={() => {
          drag.current = null;
        }}
      />
      {problem && <p className="gh-canvas-empty muted">{problem}</p>}
    </div>
  );
}
