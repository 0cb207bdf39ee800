import type {
  AdvancedProcessing,
  ConversionSettings,
  ImageDecodeErrorCode,
  ProcessingStatus,
  RawImage,
  TextureFile,
} from "@greenhouse/wasm-pipeline";

/**
 * Requests the pipeline worker understands. Bytes are transferred, not copied; a pack or a converted
 * zip goes as a Blob (a File is one), which the worker reads by ranges, so it is never copied whole.
 */
export type PipelineRequest =
  | { id: number; op: "decode"; bytes: Uint8Array; filename: string }
  | { id: number; op: "material"; bytes: Uint8Array; filename: string; settings: ConversionSettings }
  | {
      id: number;
      op: "convert";
      /** The texture or pack as chosen. */
      file: Blob;
      filename: string;
      /** A single texture's animation (`<filename>.mcmeta`): it converts frame by frame. */
      mcmeta?: Uint8Array;
      settings: ConversionSettings;
      advanced?: AdvancedProcessing;
    }
  /** The frames of an image sequence, converted as one animated strip. */
  | {
      id: number;
      op: "convert-sequence";
      frames: SequenceFrame[];
      settings: ConversionSettings;
      advanced?: AdvancedProcessing;
    }
  /** The named entries of a converted zip (a job's result, a batch item's output). */
  | { id: number; op: "unzip"; zip: Blob; paths: string[] }
  | { id: number; op: "cancel" };

export interface SequenceFrame {
  name: string;
  bytes: Uint8Array;
}

export interface LocalMaterial {
  baseColor: RawImage;
  normal: RawImage;
  specular: RawImage;
}

export interface LocalConversion {
  /** The converted zip, kept by the browser out of the page's memory. */
  zip: Blob;
  files: TextureFile[];
  status: ProcessingStatus;
}

export type PipelineResult =
  | { op: "decode"; image: RawImage }
  | { op: "material"; material: LocalMaterial }
  | { op: "convert"; conversion: LocalConversion }
  | { op: "unzip"; entries: Record<string, Uint8Array> };

export type PipelineResponse =
  | { id: number; kind: "done"; ok: true; result: PipelineResult }
  | {
      id: number;
      kind: "done";
      ok: false;
      error: string;
      /** Set when the input is not a usable image (an ImageDecodeError): retrying the same bytes cannot help. */
      code?: ImageDecodeErrorCode;
      aborted?: boolean;
    }
  | { id: number; kind: "progress"; status: ProcessingStatus };
