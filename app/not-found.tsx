import type { Metadata } from "next";
import { Container } from "@/components/layout/container";
import { ButtonLink } from "@/components/ui/button";
import { notFoundCopy } from "@/content/errors";
import { NotFoundLogger } from "./not-found-logger";

export const metadata: Metadata = { title: notFoundCopy.metaTitle, robots: { index: false } };

export default function NotFound() {
  return (
    <>
      <Container className="flex flex-col items-center py-24 text-center sm:py-32">
        <p className="font-display text-6xl font-extrabold text-primary">404</p>
        <h1 className="mt-4 text-3xl font-bold sm:text-4xl">{notFoundCopy.title}</h1>
        <p className="mt-3 max-w-md text-muted-foreground">{notFoundCopy.text}</p>
        <ButtonLink href="/" className="mt-8" size="lg">
          {notFoundCopy.action}
        </ButtonLink>
        <NotFoundLogger />
      </Container>
    </>
  );
}
