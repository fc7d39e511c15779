import type { ReactNode } from "react";
import { Container } from "@/components/layout/container";

type Props = { children: ReactNode; side: ReactNode };

/** Form pages: the form (in #form-slot) on the left, supporting details on the right; stacked on mobile. */
export function FormLayout({ children, side }: Props) {
  return (
    <Container className="py-12 sm:py-16">
      <div
        data-layout="form"
        data-signature=""
        className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12"
      >
        <div id="form-slot" className="min-w-0">
          {children}
        </div>
        <div className="grid gap-6">{side}</div>
      </div>
    </Container>
  );
}
