import {
  type AdvancedProcessing,
  type ConversionSettings,
  defaultAdvancedProcessing,
  defaultConversionSettings,
  naturalCompare,
  type RawImage,
  type ValidationResult,
} from "@greenhouse/wasm-pipeline";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import type { MapKind } from "../lib/channels";
import type { FilesOrigin } from "../lib/files-panel-subject";
import { inputTypeFor, primaryFile } from "../lib/input-source";
import type { TextureAnimation } from "../lib/texture-animation";

/** The decoded maps of one texture the previewer can show (exact stored bytes). */
export interface PreviewMaps {
  name: string;
  maps: Partial<Record<MapKind, RawImage>>;
  /** Each map's own file name, for the caption (a pack's `stone_n.png` is not `stone.png`). */
  names?: Partial<Record<MapKind, string>>;
  /** The map to show first and bring into view: the file a person opened from a list. */
  focus?: MapKind;
  /** From the texture's `.mcmeta`: the maps are sheets of frames, previewed one frame at a time. */
  animation?: TextureAnimation;
}

/** Generate Textures' upload while it runs: there is no job yet, so Growth Progress shows this instead. */
export interface UploadInFlight {
  fileName: string;
  /** Sent so far, 0–100. */
  percent: number;
}

export interface ConvertSession {
  /** Everything chosen: one texture (maybe with its animation .mcmeta), one pack, or a sequence's frames. */
  files: readonly File[];
  /**
   * The one texture or pack (an animated texture's image, never its .mcmeta; a sequence's first frame),
   * or null.
   */
  file: File | null;
  /** Replaces the selection; the input source follows it (a .zip is a pack, several images a sequence). */
  chooseFiles(files: readonly File[]): void;
  /** One file handed over from another tool (editor, AI generator), or null to clear. */
  chooseFile(file: File | null): void;
  settings: ConversionSettings;
  updateSettings(patch: Partial<ConversionSettings>): void;
  advanced: AdvancedProcessing;
  updateAdvanced(patch: Partial<AdvancedProcessing>): void;
  preview: PreviewMaps | null;
  setPreview(preview: PreviewMaps | null): void;
  selectedJobId: string | null;
  selectJob(id: string | null): void;
  /** The upload Generate Textures is sending, or null. */
  upload: UploadInFlight | null;
  setUpload(upload: UploadInFlight | null): void;
  validation: ValidationResult | null;
  setValidation(result: ValidationResult | null): void;
  /** Whether a job or Validate Only came last: Files & Validation lists that one's files. */
  filesOrigin: FilesOrigin;
  /** The project new jobs attach to (`?project=<id>`), when any. */
  projectId: number | null;
  /** The name of the default preset the session opened with (applied quietly), or null. */
  openedWithPreset: string | null;
  setOpenedWithPreset(name: string | null): void;
}

const SessionContext = createContext<ConvertSession | null>(null);

/** One conversion session shared by the workspace's tools and panels (or the wizard's steps). */
export function ConvertSessionProvider({ projectId, children }: { projectId: number | null; children: ReactNode }) {
  const [files, setFiles] = useState<readonly File[]>([]);
  const [settings, setSettings] = useState<ConversionSettings>(defaultConversionSettings);
  const [advanced, setAdvanced] = useState<AdvancedProcessing>(defaultAdvancedProcessing);
  const [preview, setPreview] = useState<PreviewMaps | null>(null);
  const [selectedJobId, setSelectedJobId] = useState<string | null>(null);
  const [upload, setUpload] = useState<UploadInFlight | null>(null);
  const [validation, setValidationState] = useState<ValidationResult | null>(null);
  const [filesOrigin, setFilesOrigin] = useState<FilesOrigin>("job");
  const [openedWithPreset, setOpenedWithPreset] = useState<string | null>(null);

  const selectJob = useCallback((id: string | null) => {
    setSelectedJobId(id);
    setFilesOrigin("job");
  }, []);
  const setValidation = useCallback((result: ValidationResult | null) => {
    setValidationState(result);
    if (result) setFilesOrigin("validation");
  }, []);

  const chooseFiles = useCallback((next: readonly File[]) => {
    // Frames in the order they animate, so the preview and Validate start with the first frame.
    setFiles([...next].sort((a, b) => naturalCompare(a.name, b.name)));
    setValidationState(null);
    // The last texture's maps must not stay on screen as if they were the new file's; a single
    // texture's preview is regenerated, a pack's comes from its converted files.
    setPreview(null);
    // A .zip is always a whole resource pack (product spec, section 4); several images are a sequence.
    setSettings((current) => ({ ...current, inputType: inputTypeFor(next, current.inputType) }));
  }, []);

  const value = useMemo<ConvertSession>(
    () => ({
      files,
      file: primaryFile(files),
      chooseFiles,
      chooseFile: (next) => chooseFiles(next ? [next] : []),

      settings,
      updateSettings: (patch) => setSettings((current) => ({ ...current, ...patch })),
      advanced,
      updateAdvanced: (patch) => setAdvanced((current) => ({ ...current, ...patch })),
      preview,
      setPreview,
      selectedJobId,
      selectJob,
      upload,
      setUpload,
      validation,
      setValidation,
      filesOrigin,
      projectId,
      openedWithPreset,
      setOpenedWithPreset,
    }),
    [
      files,
      chooseFiles,
      settings,
      advanced,
      preview,
      selectedJobId,
      selectJob,
      upload,
      validation,
      setValidation,
      filesOrigin,
      projectId,
      openedWithPreset,
    ],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useConvertSession(): ConvertSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useConvertSession needs a ConvertSessionProvider");
  return session;
}
