import { LayoutTemplate, RotateCcw, Search } from "lucide-react";
import { useId } from "react";
import { EmptyState } from "../../../components/Card";
import { useStickyState } from "../../../lib/sticky-state";
import { useApplyTemplate } from "../hooks/use-apply-template";
import { materialTemplates } from "../lib/material-templates";
import { type CategoryFilter, categoryCounts, filterTemplates } from "../lib/search";
import { AnimationTemplates } from "./AnimationTemplates";
import { TemplateCard } from "./TemplateCard";
import "../templates.css";

/** The Template Library: searchable material presets that set the converter, plus animation templates. */
export function TemplateLibrary() {
  const searchId = useId();
  // Kept for the page's lifetime: another section or the window crossing 768 px mounts this view again.
  const [query, setQuery] = useStickyState("templates-query", "");
  const [category, setCategory] = useStickyState<CategoryFilter>("templates-category", "all");
  const templates = useApplyTemplate();
  const chips = categoryCounts(materialTemplates, query);
  const shown = filterTemplates(materialTemplates, query, category);

  return (
    <div className="tpl-root">
      <section className="tpl-section" aria-labelledby="tpl-title">
        <header className="tpl-section-head">
          <h2 id="tpl-title">
            <LayoutTemplate size={18} aria-hidden /> Template Library
          </h2>
          <p className="muted small">
            Each template sets the conversion sliders and map switches; apply one, then convert with it.
          </p>
          {!templates.atDefaults && (
            <button type="button" className="button button-ghost button-sm tpl-reset" onClick={templates.resetDefaults}>
              <RotateCcw size={15} aria-hidden /> Reset to defaults
            </button>
          )}
        </header>
        <div className="tpl-search">
          <Search size={16} aria-hidden />
          <label htmlFor={searchId} className="visually-hidden">
            Search templates
          </label>
          <input
            id={searchId}
            className="input"
            type="search"
            placeholder="Search, e.g. stone, glass, winter"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <fieldset className="tpl-chips">
          <legend className="visually-hidden">Template categories</legend>
          {chips.map((chip) => (
            <button
              key={chip.id}
              type="button"
              className="tpl-chip"
              aria-pressed={category === chip.id}
              onClick={() => setCategory(chip.id)}
            >
              {chip.label} <span className="tpl-chip-count">{chip.count}</span>
            </button>
          ))}
        </fieldset>
        {shown.length === 0 ? (
          <EmptyState icon={<Search size={22} />} title="No templates found">
            Nothing matches “{query.trim()}”{category === "all" ? "" : " in this category"}. Try another word or the All
            chip.
          </EmptyState>
        ) : (
          <div className="tpl-grid" data-testid="template-grid">
            {shown.map((template) => (
              <TemplateCard
                key={template.id}
                template={template}
                active={templates.isActive(template)}
                onApply={() => templates.apply(template)}
                onConvert={templates.goToConvert}
              />
            ))}
          </div>
        )}
      </section>
      <AnimationTemplates />
    </div>
  );
}
