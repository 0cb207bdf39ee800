import { useTextureInfo } from "../hooks/use-texture-info";

export function QuickConvertPage() {
  const info = useTextureInfo();
  return (
    <section className="panel narrow">
      <h1>Quick Convert</h1>
      <label className="dropzone">
        <span>Choose a PNG texture</span>
        <input
          type="file"
          accept=".png,image/png"
          aria-label="Texture file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) info.mutate(file);
          }}
        />
      </label>
      {info.isPending && <p className="muted">Decoding…</p>}
      {info.isError && <p role="alert">Could not read this texture: {info.error.message}</p>}
      {info.data && (
        <p data-testid="texture-size">
          {info.data.name}: {info.data.width} × {info.data.height} px
        </p>
      )}
    </section>
  );
}
