import { z } from 'zod';

/**
 * GET /api/clients/{id}/checklist → WorkspaceChecklist: the first-run steps a workspace has done, kept
 * on the server so every teammate and device sees the same. `tried` is set when a question was asked
 * in the preview (not when the page opened); `copied` when someone copied the embed script.
 */
export const WorkspaceChecklist = z.object({
  tried: z.string().nullable(),
  copied: z.string().nullable(),
});
export type WorkspaceChecklist = z.infer<typeof WorkspaceChecklist>;

/** The steps a person marks by hand; "tried" is the server's to set. */
export const ChecklistMarkParams = z
  .object({ id: z.string().min(1).max(64), step: z.enum(['copied']) })
  .strict();
