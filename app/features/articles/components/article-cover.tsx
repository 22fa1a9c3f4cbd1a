import type { ImgHTMLAttributes } from "react";
import { COVER_HEIGHT, COVER_WIDTH } from "../cover";

type CoverProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "width" | "height"> & {
  image: string;
  alt: string | null;
};

/** An article's cover image in its fixed box (an empty alt marks a decorative one). */
export function ArticleCover({ image, alt, ...attributes }: CoverProps) {
  return <img src={image} alt={alt ?? ""} width={COVER_WIDTH} height={COVER_HEIGHT} {...attributes} />;
}
