/** One item of the user's library, as GET /api/uploaded-content returns it (spec section 3). */
export interface UploadedContent {
  id: number;
  fileName: string;
  fileType: string;
  /** Bytes. */
  fileSize: number;
  fileUrl: string;
  thumbnailUrl: string;
  /** ISO 8601. */
  uploadDate: string;
  /** ISO 8601: when the bytes were last replaced (the upload time until then). */
  updatedAt: string;
}
