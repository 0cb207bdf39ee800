import { Sprout } from "lucide-react";
import { ButtonLink } from "../../components/Button";
import { usePageTitle } from "../../lib/page-title";

export function NotFoundPage() {
  usePageTitle("404 Page Not Found");
  return (
    <section className="centered not-found">
      <span className="empty-icon">
        <Sprout size={28} aria-hidden />
      </span>
      <h1>404 Page Not Found</h1>
      <p className="muted">There is nothing growing at this address.</p>
      <div className="actions">
        <ButtonLink to="/" variant="primary">
          Back to Home
        </ButtonLink>
        <ButtonLink to="/docs" variant="secondary">
          Read the docs
        </ButtonLink>
      </div>
    </section>
  );
}
