import "../../../ai-generate/ai-generate.css";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../../components/Tabs";
import { toast } from "../../../../components/toast";
import { useDeviceClass } from "../../../../lib/device";
import { useStickyState } from "../../../../lib/sticky-state";
import { GenerateTab } from "../../../ai-generate/components/GenerateTab";
import { ResultsGrid } from "../../../ai-generate/components/ResultsGrid";
import { ServerPanel } from "../../../ai-generate/components/ServerPanel";
import type { SourceImage } from "../../../ai-generate/components/SourcePicker";
import { UpscaleTab } from "../../../ai-generate/components/UpscaleTab";
import { VariationsTab } from "../../../ai-generate/components/VariationsTab";
import { useAiResults } from "../../../ai-generate/hooks/use-ai-results";
import { useAiServer } from "../../../ai-generate/hooks/use-ai-server";
import { useConvertHandoff } from "../../../ai-generate/hooks/use-convert-handoff";
import { checkPrompt, type GeneratedTexture, useGenerate } from "../../../ai-generate/hooks/use-generate";
import { useRevealTools } from "../../../ai-generate/hooks/use-reveal-tools";
import { useSaveToLibrary } from "../../../ai-generate/hooks/use-save-to-library";
import { defaultGenerateForm, type GenerateForm } from "../../../ai-generate/lib/ai-options";
import { dataUrlBytes, dataUrlToFile } from "../../../ai-generate/lib/data-url";
import { imageFileName } from "../../../ai-generate/lib/prompt";
import { checkSeed } from "../../../ai-generate/lib/seed";

type AiTab = "generate" | "variations" | "upscale";

/** The AI Generate section: txt2img, img2img variations and upscaling against a Stable Diffusion WebUI. */
export function AiSection() {
  const server = useAiServer();
  const [tab, setTab] = useStickyState<AiTab>("ai-tab", "generate");
  const [form, setForm] = useStickyState<GenerateForm>("ai-form", defaultGenerateForm);
  const { results, add: addResults, markKept, markSaved, unsaved } = useAiResults();
  const [source, setSource] = useStickyState<SourceImage | null>("ai-source", null);
  const generate = useGenerate(addResults);
  const tools = useRevealTools<HTMLElement>();
  const convert = useConvertHandoff();
  const library = useSaveToLibrary();
  const address = server.parsed.ok ? server.parsed.address : null;

  function runGenerate() {
    const problem = checkPrompt(form) ?? checkSeed(form.seed);
    if (problem) {
      toast({ ...problem, variant: "destructive" });
      return;
    }
    if (!server.parsed.ok) {
      toast({ title: "Generation failed", description: server.parsed.error, variant: "destructive" });
      return;
    }
    generate.mutate({ form, server: address });
  }

  async function saveResult(texture: GeneratedTexture) {
    const name = imageFileName(texture.prompt, texture.seed);
    const item = await library.saveImage(texture.id, () => dataUrlBytes(texture.dataUrl), name);
    if (item) markSaved(texture.id, item.id);
  }

  const toSource = (texture: GeneratedTexture): SourceImage => ({
    dataUrl: texture.dataUrl,
    name: imageFileName(texture.prompt, texture.seed),
    prompt: texture.prompt,
  });

  // On a phone the prompt comes first and the server's address (set once, if ever) after the results.
  const phone = useDeviceClass() === "mobile";
  return (
    <div className="ai">
      {!phone && <ServerPanel server={server} />}
      <div className="ai-main">
        <section className="gh-card" aria-labelledby="ai-title" ref={tools.panel}>
          <div className="gh-card-head">
            <h2 id="ai-title">AI Texture Generator</h2>
          </div>
          <Tabs value={tab} onValueChange={(value) => setTab(value as AiTab)}>
            <TabsList className="gh-segmented" aria-label="AI tools">
              <TabsTrigger value="generate" className="gh-segment">
                Generate
              </TabsTrigger>
              <TabsTrigger value="variations" className="gh-segment">
                Variations
              </TabsTrigger>
              <TabsTrigger value="upscale" className="gh-segment">
                Upscale
              </TabsTrigger>
            </TabsList>
            <TabsContent value="generate" className="ai-tab">
              <GenerateTab
                form={form}
                onChange={(patch) => setForm((current) => ({ ...current, ...patch }))}
                onGenerate={runGenerate}
                busy={generate.isPending}
              />
            </TabsContent>
            <TabsContent value="variations" className="ai-tab">
              <VariationsTab
                source={source}
                onSource={setSource}
                server={address}
                blend={server.settings.blend}
                generate={form}
                onImages={addResults}
              />
            </TabsContent>
            <TabsContent value="upscale" className="ai-tab">
              <UpscaleTab source={source} onSource={setSource} settings={server.settings} onConvert={convert} />
            </TabsContent>
          </Tabs>
        </section>
        <section className="gh-card" aria-labelledby="ai-results-title">
          <div className="gh-card-head">
            <h2 id="ai-results-title">Results</h2>
            {results.length > 0 && (
              <span className="muted small" title="Not saved to the Library or downloaded: closing the tab loses them">
                {results.length} textures{unsaved > 0 && ` · ${unsaved} unsaved`}
              </span>
            )}
          </div>
          <ResultsGrid
            textures={results}
            onConvert={(texture) =>
              convert(dataUrlToFile(texture.dataUrl, imageFileName(texture.prompt, texture.seed)))
            }
            onVary={(texture) => {
              setSource(toSource(texture));
              setTab("variations");
              tools.reveal();
            }}
            onUpscale={(texture) => {
              setSource(toSource(texture));
              setTab("upscale");
              tools.reveal();
            }}
            onUseSeed={(texture) => {
              setForm((current) => ({ ...current, seed: String(texture.seed) }));
              setTab("generate");
              tools.reveal(".ai-seed input");
            }}
            onSave={(texture) => void saveResult(texture)}
            onDownload={(texture) => markKept(texture.id)}
            saving={library.saving}
          />
        </section>
      </div>
      {phone && <ServerPanel server={server} />}
    </div>
  );
}
