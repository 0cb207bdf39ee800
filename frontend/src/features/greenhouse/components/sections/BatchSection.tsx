import "../../../batch/batch.css";
import { BatchControls } from "../../../batch/components/BatchControls";
import { BatchDrop } from "../../../batch/components/BatchDrop";
import { BatchQueue } from "../../../batch/components/BatchQueue";
import { BatchToggles } from "../../../batch/components/BatchToggles";
import { useBatchQueue } from "../../../batch/hooks/use-batch-queue";

/** The Batch section: a queue of textures and packs converted one by one on this device. */
export function BatchSection() {
  const batch = useBatchQueue();
  return (
    <div className="batch">
      <section className="gh-card" aria-labelledby="batch-title">
        <div className="gh-card-head">
          <h2 id="batch-title">Batch Processing Pipeline</h2>
        </div>
        <div className="batch-top">
          <BatchDrop onFiles={batch.add} />
          <BatchToggles value={batch.toggles} onChange={batch.setToggles} />
        </div>
        <BatchControls
          state={batch.state}
          canStart={batch.canStart}
          canPause={batch.canPause}
          canResume={batch.canResume}
          onStart={batch.start}
          onPause={batch.pause}
          onClear={batch.clear}
        />
      </section>
      <section className="gh-card" aria-labelledby="batch-queue-title">
        <div className="gh-card-head">
          {/* Not just "Queue": the bottom panel's job queue is a region of that name on the same page. */}
          <h2 id="batch-queue-title">Batch queue</h2>
        </div>
        <BatchQueue
          items={batch.state.items}
          hasOutput={batch.hasOutput}
          onDownload={(item) => batch.download(item.id, item.name)}
        />
      </section>
    </div>
  );
}
