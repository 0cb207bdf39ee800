import {
  type AdvancedProcessing,
  type ConversionSettings,
  defaultAdvancedProcessing,
  defaultConversionSettings,
  type RawImage,
  type ValidationResult,
} from "@greenhouse/wasm-pipeline";
import { createContext, type ReactNode, useContext, useMemo, useState } from "react";
import type { MapKind } from "../lib/channels";
import { isZipName } from "../lib/file-checks";

/** The decoded maps of one texture the previewer can show (exact stored bytes). */
export interface PreviewMaps {
  name: string;
  maps: Partial<Record<MapKind, RawImage>>;
}

export interface ConvertSession {
  file: File | null;
  chooseFile(file: File | null): void;
  settings: ConversionSettings;
  updateSettings(patch: Partial<ConversionSettings>): void;
  advanced: AdvancedProcessing;
  updateAdvanced(patch: Partial<AdvancedProcessing>): void;
  preview: PreviewMaps | null;
  setPreview(preview: PreviewMaps | null): void;
  selectedJobId: string | null;
  selectJob(id: string | null): void;
  validation: ValidationResult | null;
  setValidation(result: ValidationResult | null): void;
  /** The project new jobs attach to (`?project=<id>`), when any. */
  projectId: number | null;
}

const SessionContext = createContext<ConvertSession | null>(null);

/** One conversion session shared by the workspace's tools and panels (or the wizard's steps). */
export function ConvertSessionProvider({ projectId, children }: { projectId: number | null; children: ReactNode }) {
  const [file, setFile] = useState<File | null>(null);
  const [settings, setSettings] = useState<ConversionSettings>(defaultConversionSettings);
  const [advanced, setAdvanced] = useState<AdvancedProcessing>(defaultAdvancedProcessing);
  const [preview, setPreview] = useState<PreviewMaps | null>(null);
  const [selectedJobId, selectJob] = useState<string | null>(null);
  const [validation, setValidation] = useState<ValidationResult | null>(null);

  const value = useMemo<ConvertSession>(
    () => ({
      file,
      chooseFile(next) {
        setFile(next);
        setValidation(null);
        // The last texture's maps must not stay on screen as if they were the new file's; a single
        // texture's preview is regenerated, a pack's comes from its converted files.
        setPreview(null);
        // A .zip is always a whole resource pack (product spec, section 4).
        if (next && isZipName(next.name)) setSettings((current) => ({ ...current, inputType: "resourcepack" }));
      },
      settings,
      updateSettings: (patch) => setSettings((current) => ({ ...current, ...patch })),
      advanced,
      updateAdvanced: (patch) => setAdvanced((current) => ({ ...current, ...patch })),
      preview,
      setPreview,
      selectedJobId,
      selectJob,
      validation,
      setValidation,
      projectId,
    }),
    [file, settings, advanced, preview, selectedJobId, validation, projectId],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useConvertSession(): ConvertSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useConvertSession needs a ConvertSessionProvider");
  return session;
}
