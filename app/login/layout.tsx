import type { ReactNode } from "react";
import { PublicChrome } from "@/components/layout/public-chrome";

export default function Layout({ children }: { children: ReactNode }) {
  return <PublicChrome>{children}</PublicChrome>;
}
