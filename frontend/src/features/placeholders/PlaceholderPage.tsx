/** A page whose feature has not landed yet; it says so instead of pretending. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <section className="centered">
      <h1>{title}</h1>
      <p className="muted">This screen is being built. Quick Convert already decodes your textures.</p>
    </section>
  );
}
