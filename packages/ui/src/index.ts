export { cn } from "./lib/cn";
// What a page's plain scripts must match (the kit's Image and VideoEmbed once hydrated): an app's no-React runtimes.
export { IMAGE_LAZY_ROOT_MARGIN, VIDEO_LOAD_TIMEOUT_MS, VIDEO_OBSERVER_THRESHOLD } from "./lib/constants";

export {
  DefaultLink,
  SiteConfigProvider,
  formatAddress,
  useLinkComponent,
  useSiteConfig,
} from "./site-config/site-config";
export { createSiteMenu } from "./site-config/site-menu";
export type { SiteMenu, SiteMenuOptions } from "./site-config/site-menu";
export type {
  FooterColumn,
  LinkComponent,
  LinkProps,
  NavGroup,
  NavItem,
  PostalAddress,
  SiteConfig,
  SiteConfigInput,
  SiteConfigProviderProps,
  SiteLink,
} from "./site-config/site-config";

export { Button, ButtonLink, buttonVariants } from "./components/button";
export type { ButtonLinkProps, ButtonProps } from "./components/button";
export { TextLink } from "./components/text-link";
export type { TextLinkProps } from "./components/text-link";
export {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  ContentCard,
  ContentCardSkeleton,
} from "./components/card";
export type { CardTitleProps, ContentCardImage, ContentCardProps, ContentCardSkeletonProps } from "./components/card";
export { LoadingRegion, Skeleton } from "./components/skeleton";
export type { LoadingRegionProps } from "./components/skeleton";
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
} from "./components/dialog";
export type { DialogContentProps } from "./components/dialog";
export { NavigationMenu } from "./components/navigation-menu";
export type { NavigationMenuProps } from "./components/navigation-menu";
export { MobileMenu } from "./components/mobile-menu";
export type { MobileMenuProps } from "./components/mobile-menu";
export { Header } from "./components/header";
export type { HeaderProps } from "./components/header";
export { Footer } from "./components/footer";
export type { FooterProps } from "./components/footer";
export { MobileAppointmentBar } from "./components/mobile-appointment-bar";
export type { MobileAppointmentBarProps } from "./components/mobile-appointment-bar";
export { Breadcrumb, breadcrumbJsonLd } from "./components/breadcrumb";
export type { BreadcrumbItem, BreadcrumbProps } from "./components/breadcrumb";
export { Pagination } from "./components/pagination";
export type { PaginationProps } from "./components/pagination";
export { StarRating, starRatingVariants } from "./components/star-rating";
export type { StarRatingProps } from "./components/star-rating";
export { Image } from "./components/image";
export type { ImageProps } from "./components/image";
export { VideoEmbed } from "./components/video-embed";
export type { VideoEmbedProps } from "./components/video-embed";
export {
  InlineErrorBoundary,
  InlineErrorFallback,
  PageErrorBoundary,
  PageErrorFallback,
  SectionErrorBoundary,
  SectionErrorFallback,
} from "./components/error-boundary";
export type {
  ErrorBoundaryLevel,
  ErrorBoundaryProps,
  InlineErrorFallbackProps,
  PageErrorFallbackProps,
  RenderErrorReport,
  SectionErrorBoundaryProps,
  SectionErrorFallbackProps,
} from "./components/error-boundary";
export {
  Notice,
  NoticeRegion,
  OfflineNotice,
  OfflineReadyNotice,
  OutboxExpiredNotice,
  UpdateAvailableNotice,
} from "./components/notices";
export type {
  NoticeProps,
  NoticeRegionProps,
  OfflineNoticeProps,
  OfflineReadyNoticeProps,
  OutboxExpiredNoticeProps,
  UpdateAvailableNoticeProps,
} from "./components/notices";
export { Toaster, toast } from "./components/toaster";
export type { ToasterProps } from "./components/toaster";
export {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from "./components/select";
export { TimelineCarousel } from "./components/timeline-carousel";
export type { TimelineCarouselItem, TimelineCarouselProps } from "./components/timeline-carousel";
export { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "./components/tooltip";
export { JsonLd, serializeJsonLd } from "./components/json-ld";
export type { JsonLdProps, JsonLdValue } from "./components/json-ld";
export { Seo, formatPageTitle, structuredDataJsonLd } from "./components/seo";
export type {
  BlogPostData,
  CollectionPageData,
  FaqData,
  InsuranceAgencyData,
  SeoProps,
  StructuredData,
  VideoData,
  WebPageData,
} from "./components/seo";
