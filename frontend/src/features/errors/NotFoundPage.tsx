import { Link } from "react-router-dom";

export function NotFoundPage() {
  return (
    <section className="centered">
      <h1>404 Page Not Found</h1>
      <p className="muted">There is nothing growing at this address.</p>
      <Link className="button" to="/">
        Back to Home
      </Link>
    </section>
  );
}
