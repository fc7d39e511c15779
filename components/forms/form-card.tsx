import type { ReactNode } from "react";
import { BrandText } from "@/components/ui/brand-text";
import { Toaster } from "./toaster";

type Props = { title?: string; intro?: string; children: ReactNode };

/** The card a lead form sits in, with its title (left out on the thank-you screen) and the toasts. */
export function FormCard({ title, intro, children }: Props) {
  return (
    <div className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
      {title && (
        <h2 className="text-2xl font-bold">
          <BrandText text={title} />
        </h2>
      )}
      {intro && <p className="mt-2 text-muted-foreground">{intro}</p>}
      {children}
      <Toaster />
    </div>
  );
}
