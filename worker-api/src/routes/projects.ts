import { readImageHeader } from "@greenhouse/wasm-pipeline";
import { Hono } from "hono";
import { z } from "zod";
import { listActivity, recordActivity } from "../db/activity.js";
import { findProjectFile, listProjectFiles, listProjectIssues } from "../db/project-files.js";
import { insertProject, listProjectsForUser, touchProject, updateProject } from "../db/projects.js";
import type { AppEnv } from "../env.js";
import { ApiError, notFound } from "../lib/errors.js";
import { discardingOnRefusal, readUploadedFile } from "../lib/multipart.js";
import { refuseUnsafeText, rowId, validate } from "../lib/validate.js";
import { limits, rateLimit } from "../middleware/rate-limit.js";
import { sameOrigin } from "../middleware/same-origin.js";
import { currentUser, requireUser } from "../middleware/session.js";
import { sniffImage } from "../services/image-sniff.js";
import { dropOutgrownAnimation } from "../services/outgrown-animation.js";
import { projectJson, projectWithRole } from "../services/project-access.js";
import { checkArchiveSize, projectArchive } from "../services/project-archive.js";
import { projectFilePath } from "../services/project-file-path.js";
import { buildFileTree, projectStats } from "../services/project-files.js";
import { deleteProject, deleteProjectFile, storeProjectFile } from "../services/projects.js";
import { checkProjectTexture } from "../services/texture-check.js";
import { checkUploadedImage } from "../services/uploaded-image.js";
import { listActiveProjectJobs } from "../storage/jobs.js";
import { projectPrefix } from "../storage/r2.js";

// Names and descriptions are shown to every collaborator (lists, activity), so they must read as stored.
const projectName = z
  .string({ error: "Project name is required" })
  .trim()
  .min(1, "Project name is required")
  .max(100, "Project name must be at most 100 characters")
  .superRefine(refuseUnsafeText("Project name"));
const projectDescription = z
  .string()
  .trim()
  .max(1000, "Description must be at most 1000 characters")
  // Line breaks and tabs lay a description out; every other control is refused as in a name.
  .superRefine(refuseUnsafeText("Description", "\n\t"))
  .nullish()
  .transform((text) => (text ? text : null));

const PROJECT_IMAGE_TYPES = new Set(["png", "jpg", "tiff", "tga"]);

const createSchema = z.object({ name: projectName, description: projectDescription });
const updateSchema = z
  .object({ name: projectName.optional(), description: projectDescription.optional() })
  .refine((body) => body.name !== undefined || body.description !== undefined, "Nothing to update");
const idParam = z.object({ id: rowId({ code: "project_not_found", message: "Project not found" }) });
const fileParam = idParam.extend({ fileId: rowId({ code: "file_not_found", message: "File not found" }) });

export const projectRoutes = new Hono<AppEnv>()
  .use(requireUser, sameOrigin)
  .get("/", async (c) => {
    const projects = await listProjectsForUser(c.env.DB, currentUser(c).id);
    return c.json(projects.map(projectJson));
  })
  .post("/", validate("json", createSchema), async (c) => {
    const user = currentUser(c);
    const input = c.req.valid("json");
    const row = await insertProject(c.env.DB, user.id, input);
    await recordActivity(c.env.DB, row.id, user.id, "created", `Created project ${row.name}`);
    return c.json(projectJson({ ...row, textureCount: 0, role: "owner" }), 201);
  })
  .get("/:id{[0-9]+}", validate("param", idParam), async (c) => {
    const project = await projectWithRole(c.env.DB, c.req.valid("param").id, currentUser(c).id);
    return c.json(projectJson(project));
  })
  .patch("/:id{[0-9]+}", validate("param", idParam), validate("json", updateSchema), async (c) => {
    const user = currentUser(c);
    const project = await projectWithRole(c.env.DB, c.req.valid("param").id, user.id, "owner");
    const changes = c.req.valid("json");
    await updateProject(c.env.DB, project.id, changes);
    // One save can rename and redescribe; each change gets its line so neither goes unrecorded.
    const renamed = changes.name !== undefined && changes.name !== project.name;
    const redescribed = changes.description !== undefined && changes.description !== project.description;
    if (renamed) {
      await recordActivity(c.env.DB, project.id, user.id, "renamed", `Renamed from ${project.name} to ${changes.name}`);
    }
    if (redescribed) {
      await recordActivity(c.env.DB, project.id, user.id, "updated", "Changed the description");
    } else if (!renamed) {
      await recordActivity(c.env.DB, project.id, user.id, "updated", "Updated the project details");
    }
    return c.json(projectJson(await projectWithRole(c.env.DB, project.id, user.id)));
  })
  .delete("/:id{[0-9]+}", validate("param", idParam), async (c) => {
    const project = await projectWithRole(c.env.DB, c.req.valid("param").id, currentUser(c).id, "owner");
    await deleteProject(c.env, project.id);
    return c.json({ ok: true, id: project.id });
  })
  .get("/:id{[0-9]+}/jobs", validate("param", idParam), async (c) => {
    // Every member's running conversions into the project; the job itself stays its starter's.
    const project = await projectWithRole(c.env.DB, c.req.valid("param").id, currentUser(c).id);
    return c.json({ jobs: await listActiveProjectJobs(c.env.DB, project.id) });
  })
  .get("/:id{[0-9]+}/files", validate("param", idParam), async (c) => {
    const project = await projectWithRole(c.env.DB, c.req.valid("param").id, currentUser(c).id);
    return c.json(buildFileTree(project.id, await listProjectFiles(c.env.DB, project.id)));
  })
  .post("/:id{[0-9]+}/files", validate("param", idParam), rateLimit(limits.uploads), async (c) => {
    const user = currentUser(c);
    const project = await projectWithRole(c.env.DB, c.req.valid("param").id, user.id, "edit");
    const r2Key = `${projectPrefix(project.id)}files/${crypto.randomUUID()}`;
    const { file, fields } = await readUploadedFile(c, r2Key);
    // A streamed file is in R2 already: a refusal deletes it, and a failed row write does (storeProjectFile).
    const { path, image, decoded } = await discardingOnRefusal(c.env.BUCKET, file, async () => {
      const pathInput = projectFilePath.safeParse(fields.get("path") ?? file.name);
      if (!pathInput.success) {
        throw new ApiError(400, "invalid_input", pathInput.error.issues[0]?.message ?? "Invalid file path");
      }
      const image = sniffImage(file.head.subarray(0, 64), pathInput.data);
      // The types the message names and the picker offers: a project's export converts every file, and
      // the pipeline does not read WebP.
      if (!image || !PROJECT_IMAGE_TYPES.has(image.extension)) {
        throw new ApiError(415, "unsupported_type", "Please upload a PNG, JPG, TIFF, or TGA image.");
      }
      return { path: pathInput.data, image, decoded: await checkUploadedImage(file, pathInput.data) };
    });
    const check = checkProjectTexture(
      path,
      image,
      decoded && file.bytes ? { image: decoded, bytes: file.bytes } : null,
    );
    const { row, replaced } = await storeProjectFile(
      c.env,
      {
        projectId: project.id,
        path,
        size: file.size,
        contentType: image.mime,
        status: check.status,
        validationScore: check.validationScore,
        errorMessage: check.errorMessage,
        r2Key,
      },
      file.bytes,
      check.issues,
    );
    const animationRemoved = replaced
      ? await dropOutgrownAnimation(
          c.env,
          project.id,
          row.path,
          decoded?.image ?? readImageHeader(file.bytes ?? file.head, row.path),
        )
      : null;
    await touchProject(c.env.DB, project.id);
    await recordActivity(
      c.env.DB,
      project.id,
      user.id,
      "files_added",
      `${replaced ? "Replaced" : "Added"} ${row.path}${animationRemoved ? ` (a still image: removed ${animationRemoved})` : ""}`,
    );
    const entry = buildFileTree(project.id, [row]).find((item) => item.type === "file");
    // A file at an existing path overwrites it; the answer says so (200, not 201 Created), so the
    // client does not report a replacement as a new texture.
    return c.json({ ...entry, replaced, animationRemoved }, replaced ? 200 : 201);
  })
  .get("/:id{[0-9]+}/files/archive", validate("param", idParam), async (c) => {
    // Download Pack's one read of the whole project: access is checked once, not once per file.
    const project = await projectWithRole(c.env.DB, c.req.valid("param").id, currentUser(c).id);
    const files = await listProjectFiles(c.env.DB, project.id);
    checkArchiveSize(files);
    const archive = projectArchive(c.env.BUCKET, files, (work) => c.executionCtx.waitUntil(work));
    return new Response(archive, {
      headers: {
        "Content-Type": "application/zip",
        // Always the files as they are now (an Editor save keeps a file's id), and only for this member.
        "Cache-Control": "private, no-store",
        "Content-Disposition": `attachment; filename="project-${project.id}-files.zip"`,
        "X-Content-Type-Options": "nosniff",
      },
    });
  })
  .get("/:id{[0-9]+}/files/:fileId{[0-9]+}/content", validate("param", fileParam), async (c) => {
    const { id, fileId } = c.req.valid("param");
    const project = await projectWithRole(c.env.DB, id, currentUser(c).id);
    const row = await findProjectFile(c.env.DB, project.id, fileId);
    if (!row) throw notFound("file_not_found", "File not found");
    // A file keeps its id when it is replaced (an upload at its path, the Editor's save), so a cached
    // copy must be checked each time: with max-age=60, Download Pack right after a save exported the old
    // picture. Every replacement writes a new object key, which makes the key the version.
    const caching = {
      ETag: `"${row.r2Key.slice(row.r2Key.lastIndexOf("/") + 1)}"`,
      "Cache-Control": "private, no-cache",
    };
    if (c.req.header("If-None-Match") === caching.ETag) return new Response(null, { status: 304, headers: caching });
    const object = await c.env.BUCKET.get(row.r2Key);
    if (!object) throw notFound("file_not_found", "File not found");
    return new Response(object.body, {
      headers: {
        ...caching,
        "Content-Type": row.contentType,
        "Content-Length": String(object.size),
        // The type comes from sniffing at upload, so the browser must not second-guess it.
        "X-Content-Type-Options": "nosniff",
      },
    });
  })
  .delete("/:id{[0-9]+}/files/:fileId{[0-9]+}", validate("param", fileParam), async (c) => {
    const user = currentUser(c);
    const { id, fileId } = c.req.valid("param");
    const project = await projectWithRole(c.env.DB, id, user.id, "edit");
    const row = await findProjectFile(c.env.DB, project.id, fileId);
    if (!row) throw notFound("file_not_found", "File not found");
    await deleteProjectFile(c.env, row.id);
    await touchProject(c.env.DB, project.id);
    await recordActivity(c.env.DB, project.id, user.id, "file_removed", `Removed ${row.path}`);
    return c.json({ ok: true });
  })
  .get("/:id{[0-9]+}/issues", validate("param", idParam), async (c) => {
    const project = await projectWithRole(c.env.DB, c.req.valid("param").id, currentUser(c).id);
    return c.json(await listProjectIssues(c.env.DB, project.id));
  })
  .get("/:id{[0-9]+}/stats", validate("param", idParam), async (c) => {
    const project = await projectWithRole(c.env.DB, c.req.valid("param").id, currentUser(c).id);
    const [rows, recent] = await Promise.all([
      listProjectFiles(c.env.DB, project.id),
      listActivity(c.env.DB, project.id, 1),
    ]);
    return c.json(projectStats(rows, recent[0]?.createdAt ?? project.updatedAt));
  })
  .get("/:id{[0-9]+}/activity", validate("param", idParam), async (c) => {
    const project = await projectWithRole(c.env.DB, c.req.valid("param").id, currentUser(c).id);
    return c.json(await listActivity(c.env.DB, project.id));
  });
