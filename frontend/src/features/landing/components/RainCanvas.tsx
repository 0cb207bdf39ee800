import { useEffect, useRef } from "react";

interface Drop {
  x: number;
  y: number;
  length: number;
  speed: number;
}

const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * The greenhouse rain behind the hero: thin green streaks drawn on a canvas. It stops drawing while the
 * tab is hidden and never animates for people who prefer reduced motion (one still frame instead).
 */
export function RainCanvas() {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext("2d");
    if (!element || !context) return;
    let drops: Drop[] = [];
    let frame = 0;
    let running = false;

    const resize = () => {
      const ratio = window.devicePixelRatio || 1;
      element.width = element.clientWidth * ratio;
      element.height = element.clientHeight * ratio;
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      const count = Math.round((element.clientWidth * element.clientHeight) / 9000);
      drops = Array.from({ length: count }, () => ({
        x: Math.random() * element.clientWidth,
        y: Math.random() * element.clientHeight,
        length: 8 + Math.random() * 18,
        speed: 2 + Math.random() * 4,
      }));
      draw();
    };

    const draw = () => {
      const { clientWidth: width, clientHeight: height } = element;
      context.clearRect(0, 0, width, height);
      const color = getComputedStyle(element).color;
      context.strokeStyle = color;
      context.lineWidth = 1;
      context.globalAlpha = 0.35;
      context.beginPath();
      for (const drop of drops) {
        context.moveTo(drop.x, drop.y);
        context.lineTo(drop.x - drop.length * 0.15, drop.y + drop.length);
      }
      context.stroke();
    };

    const step = () => {
      const { clientWidth: width, clientHeight: height } = element;
      for (const drop of drops) {
        drop.y += drop.speed;
        drop.x -= drop.speed * 0.15;
        if (drop.y > height) {
          drop.y = -drop.length;
          drop.x = Math.random() * (width + 40);
        }
      }
      draw();
      frame = requestAnimationFrame(step);
    };

    const start = () => {
      if (running || document.hidden || reducedMotion()) return;
      running = true;
      frame = requestAnimationFrame(step);
    };
    const stop = () => {
      running = false;
      cancelAnimationFrame(frame);
    };
    const onVisibility = () => (document.hidden ? stop() : start());

    resize();
    start();
    window.addEventListener("resize", resize);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stop();
      window.removeEventListener("resize", resize);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, []);

  return <canvas ref={canvas} className="rain-canvas" aria-hidden data-testid="rain-canvas" />;
}
