import { useEffect } from "react";
import { useConvertSession } from "../../greenhouse/hooks/convert-session";
import { setBatchSettings } from "../hooks/batch-runner";

/**
 * Keeps the batch runner on the Convert session's settings and Advanced processing for as long as the
 * workspace is open, so a change made in Convert while a batch runs applies to the items still waiting.
 */
export function BatchSettingsSync(): null {
  const { settings, advanced } = useConvertSession();
  useEffect(() => setBatchSettings(settings, advanced), [settings, advanced]);
  return null;
}
