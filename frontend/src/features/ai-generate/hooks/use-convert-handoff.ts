import { useSearchParams } from "react-router-dom";
import { toast } from "../../../components/toast";
import { useConvertSession } from "../../greenhouse/hooks/convert-session";

/** 'Convert to LabPBR': puts the image into the Convert session as its chosen file and opens Convert. */
export function useConvertHandoff() {
  const session = useConvertSession();
  const [, setParams] = useSearchParams();
  return (file: File) => {
    session.chooseFile(file);
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete("view");
      return next;
    });
    toast({ title: "Ready to convert", description: `${file.name} is in Convert with your current settings.` });
  };
}
