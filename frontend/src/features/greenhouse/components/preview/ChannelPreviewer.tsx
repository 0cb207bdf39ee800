import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { centreOf, moveCursor } from "../../../../lib/keyboard-cursor";
import type { PreviewMaps } from "../../hooks/convert-session";
import { useEditMap } from "../../hooks/use-edit-map";
import { type ChannelViewId, type MapKind, renderChannelView, viewsFor } from "../../lib/channels";
import { blendMaps } from "../../lib/frame-blend";
import { materialPaths } from "../../lib/material-paths";
import { frameCache } from "../../lib/texture-animation";
import { BUTTON_ZOOM_STEP, panToTexel, texelAt, zoomAround } from "../../lib/viewport";
import { MaterialPreview3D } from "../preview3d/MaterialPreview3D";
import { AnimationControls } from "./AnimationControls";
import { ChannelReadout } from "./ChannelReadout";
import { displaySource, drawDisplayImage } from "./draw-display-image";
import { MapTabs } from "./MapTabs";
import { PreviewToolbar } from "./PreviewToolbar";
import { useAnimationPlayback } from "./use-animation-playback";
import { usePanZoom } from "./use-pan-zoom";
import { useTap } from "./use-tap";
import { viewportForKey } from "./viewport-keys";

const mapOrder: MapKind[] = ["base", "normal", "specular"];

export interface ChannelPreviewerProps {
  preview: PreviewMaps | null;
  /**
   * Height of the canvas in CSS pixels. Without one the previewer fills the box it is given and the
   * canvas is the largest square that fits there (the workspace's Preview panel, which is shorter than a
   * fixed canvas at 1280x800).
   */
  height?: number;
}

/**
 * The texture channel previewer: pan, zoom, grid, reset, LabPBR channel views and a pixel readout. An
 * animated texture shows one frame at a time (an interpolated one blends into the next frame, tick by
 * tick), every map (and the 3D block) at the same instant.
 */
export function ChannelPreviewer({ preview, height }: ChannelPreviewerProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { view, setView, reset, handlers } = usePanZoom(canvas);
  const [grid, setGrid] = useState(false);
  const animation = preview?.animation;
  const playback = useAnimationPlayback(animation);
  const frames = useMemo(() => frameCache(preview?.maps ?? {}, animation), [preview, animation]);
  const { frame, nextFrame, blend } = playback;
  const maps = useMemo(
    () => (blend > 0 ? blendMaps(frames(frame), frames(nextFrame), blend) : frames(frame)),
    [frames, frame, nextFrame, blend],
  );
  const available = mapOrder.filter((kind) => maps[kind]);
  const [kind, setKind] = useState<MapKind>("base");
  const activeKind = available.includes(kind) ? kind : (available[0] ?? "base");
  const views = viewsFor(activeKind);
  const [viewId, setViewId] = useState<ChannelViewId>("color");
  const activeView = views.some((v) => v.id === viewId) ? viewId : (views[0]?.id ?? "color");
  const sheet = preview?.maps[activeKind];
  // A settings preview names only its texture: its maps are named as the converter will write them.
  const sheetName = preview ? (preview.names?.[activeKind] ?? materialPaths(preview.name)[activeKind]) : "";
  const editMap = useEditMap();
  const source = maps[activeKind];
  const display = useMemo(() => (source ? renderChannelView(source, activeView) : null), [source, activeView]);
  const drawn = useMemo(() => (display ? displaySource(display) : null), [display]);
  const [hover, setHover] = useState<{ x: number; y: number } | null>(null);
  // Enter on the canvas turns its arrows from panning to walking the read texel, for keyboard users
  // (the readout otherwise follows a mouse or a finger); Escape, Enter again, a mouse or leaving the
  // canvas turns it back.
  const [reading, setReading] = useState(false);
  // Focus from the keyboard (not a click) shows how to read pixels without a mouse.
  const [keyFocus, setKeyFocus] = useState(false);
  const [show3d, setShow3d] = useState(false);
  const { base, normal, specular } = maps;
  const material = useMemo(
    () => (base && normal && specular ? { base, normal, specular } : null),
    [base, normal, specular],
  );
  const in3d = show3d && material !== null;
  const idPrefix = useId();
  const tabbed = available.length > 1;
  const section = useRef<HTMLElement>(null);
  // The texel under the mouse, or (on a touch screen, which has no hover) the one last tapped.
  const readTexel = (event: { currentTarget: HTMLCanvasElement; clientX: number; clientY: number }) => {
    if (!source) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const texel = texelAt(
      view,
      rect.width,
      rect.height,
      source.width,
      source.height,
      event.clientX - rect.left,
      event.clientY - rect.top,
    );
    // The same texel keeps the same object: a move inside it neither re-renders nor redraws.
    setHover((last) => (last && texel && last.x === texel.x && last.y === texel.y ? last : texel));
  };
  const onCanvasKey = (event: KeyboardEvent<HTMLCanvasElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || !source) return;
    const { width, height } = source;
    const toggle = event.key === "Enter" || event.key === " ";
    if (toggle || (reading && event.key === "Escape")) {
      event.preventDefault();
      const on = toggle && !reading;
      setReading(on);
      // A texel left from the mouse (or another frame size) is where the walk starts, if it is on this map.
      if (on) setHover((last) => (last && last.x < width && last.y < height ? last : centreOf(width, height)));
      return;
    }
    if (reading) {
      const start = hover && hover.x < width && hover.y < height ? hover : centreOf(width, height);
      const next = moveCursor(start, event.key, event.shiftKey, width, height);
      if (next) {
        event.preventDefault();
        setHover(next);
        const element = event.currentTarget;
        setView((v) => panToTexel(v, element.clientWidth, element.clientHeight, width, height, next));
        return;
      }
      // Plus, minus and 0 still zoom.
    }
    const next = viewportForKey(view, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    setView(next);
  };
  const tap = useTap(readTexel);

  // A file opened from a list (a pack's `stone_n.png`) shows its own map, and the previewer scrolls
  // into view: it sits above the file list in the same panel.
  useEffect(() => {
    if (!preview?.focus) return;
    setKind(preview.focus);
    setShow3d(false);
    section.current?.scrollIntoView({ block: "nearest" });
  }, [preview]);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    if (!drawn) {
      element.getContext("2d")?.clearRect(0, 0, element.width, element.height);
      return;
    }
    drawDisplayImage(element, drawn, view, grid, hover);
    const observer = new ResizeObserver(() => drawDisplayImage(element, drawn, view, grid, hover));
    observer.observe(element);
    return () => observer.disconnect();
  }, [drawn, view, grid, hover]);

  return (
    <section
      ref={section}
      className={height === undefined ? "gh-previewer gh-previewer-fit" : "gh-previewer"}
      aria-label="Channel previewer"
    >
      {tabbed && <MapTabs maps={available} active={activeKind} onSelect={setKind} idPrefix={idPrefix} />}
      <PreviewToolbar
        views={views}
        view={activeView}
        onView={setViewId}
        empty={!source}
        zoom={view.zoom}
        onZoom={(direction) => setView((v) => zoomAround(v, direction * BUTTON_ZOOM_STEP))}
        grid={grid}
        onGrid={() => setGrid((g) => !g)}
        onReset={reset}
        edit={sheet ? { name: sheetName, open: () => void editMap(sheet, sheetName) } : null}
        block3d={material ? { on: in3d, toggle: () => setShow3d((on) => !on) } : null}
      />
      <div className="gh-canvas-cell">
        {in3d && material && <MaterialPreview3D maps={material} height={height} />}
        <div
          className="gh-canvas-wrap"
          style={{ height, display: in3d ? "none" : undefined }}
          id={`${idPrefix}-panel`}
          // The canvas is the map tabs' panel, but only while there are map tabs to label it.
          {...(tabbed ? { role: "tabpanel", "aria-labelledby": `${idPrefix}-tab-${activeKind}` } : {})}
        >
          {/* Focusable so keyboard users can pan and zoom what others drag and scroll. */}
          <canvas
            ref={canvas}
            className="gh-canvas"
            aria-label={preview ? `${preview.name} preview` : "Texture preview"}
            aria-describedby={source ? `${idPrefix}-keys` : undefined}
            data-testid="channel-canvas"
            // Fitted (or empty), a vertical swipe scrolls the page (CSS touch-action): on a phone the
            // canvas is a third of the screen, and a thumb scrolling the step stopped dead on it.
            data-fitted={!source || view.zoom <= 1 || undefined}
            tabIndex={source ? 0 : -1}
            onKeyDown={onCanvasKey}
            onFocus={(event) => setKeyFocus(event.currentTarget.matches(":focus-visible"))}
            onBlur={() => {
              setReading(false);
              setKeyFocus(false);
            }}
            data-reading={reading || undefined}
            {...handlers}
            onPointerDown={(event) => {
              handlers.onPointerDown(event);
              tap.onPointerDown(event);
              setReading(false);
            }}
            onPointerUp={(event) => {
              handlers.onPointerUp(event);
              tap.onPointerUp(event);
            }}
            onPointerCancel={(event) => {
              handlers.onPointerCancel(event);
              tap.onPointerCancel();
            }}
            // Pointer events, not mouse ones: after a tap the browser sends mouse events that end in a
            // mouseleave, which cleared the reading the tap had just made.
            onPointerMove={(event) => {
              handlers.onPointerMove(event);
              if (event.pointerType !== "touch") {
                setReading(false);
                readTexel(event);
              }
            }}
            onPointerLeave={(event) => {
              if (event.pointerType !== "touch") setHover(null);
            }}
          />
          {source && (
            <p id={`${idPrefix}-keys`} className="visually-hidden">
              Arrow keys pan, plus and minus zoom, 0 resets the view. Enter reads pixels: arrow keys then move from
              pixel to pixel, Shift eight at a time, and Escape goes back to panning.
            </p>
          )}
          {!source && (
            <p className="gh-canvas-empty muted">Choose a texture or open a converted file to preview its channels.</p>
          )}
        </div>
      </div>
      {animation && animation.steps.length > 1 && <AnimationControls animation={animation} playback={playback} />}
      <ChannelReadout
        kind={activeKind}
        source={source}
        sheet={sheet}
        sheetName={sheetName}
        animation={animation}
        hover={hover}
        announce={reading}
        keyHint={reading ? "Arrows move, Esc pans" : keyFocus ? "Enter reads pixels" : null}
      />
    </section>
  );
}
