import { useMutation } from "@tanstack/react-query";
import { toast } from "../../../components/toast";
import { useStickyState } from "../../../lib/sticky-state";
import { type ConnectionReport, type ServerAddress, testConnection } from "../api/ai-api";
import { aiFailureText } from "./use-generate";

/** The last Test Connection: the address it ran on and what it answered (`pending` while it runs). */
export type ServerTest =
  | { address: ServerAddress; status: "pending" }
  | { address: ServerAddress; status: "success"; report: ConnectionReport }
  | { address: ServerAddress; status: "error"; error: unknown };

/**
 * Test Connection, whose outcome outlives the AI panel: the panel remounts when the window crosses
 * 768 px (the desktop workspace and the phone's section are different trees), and a person who had
 * just connected their server saw "Not tested yet." again. The answer lands, and is toasted, even when
 * it arrives after such a switch.
 */
export function useServerTest() {
  const [last, setLast] = useStickyState<ServerTest | null>("ai-server-test", null);
  const mutation = useMutation({
    mutationFn: testConnection,
    onMutate: (address) => setLast({ address, status: "pending" }),
    onSuccess: (report, address) => {
      setLast({ address, status: "success", report });
      toast({
        title: "AI server connected",
        description: `${report.address} answered in ${report.latencyMs} ms${report.models.length ? ` · ${report.models.join(", ")}` : ""}`,
      });
    },
    onError: (error, address) => {
      setLast({ address, status: "error", error });
      toast({ title: "Connection failed", description: aiFailureText(error), variant: "destructive" });
    },
  });
  return { last, run: (address: ServerAddress) => mutation.mutate(address) };
}
