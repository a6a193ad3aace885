// The front-end UI kit: bundled into the shell and each remote (not a federation singleton, see README).
export { Avatar, type AvatarProps } from './Avatar';
export { BottleImage, BottlePlaceholder, type BottleImageProps } from './BottleImage';
export { FormControls } from './FormControls';
export { Page, type PageProps } from './Page';
export { WineCard, WineCardSkeleton, type WineCardLink, type WineCardProps, type WineCardVariant } from './WineCard';
export { TasteFit, type TasteFitProps } from './TasteFit';
export { ShareButton, type ShareButtonProps } from './ShareButton';
export { Skeleton, type SkeletonProps } from './Skeleton';
export { EmptyState, ErrorState, type EmptyStateProps, type ErrorStateProps } from './StateMessage';
export * from './icons';
export { svgLabel } from './classNames';
export { useBrowserValue, useHydrated } from './hydration';
export { breadcrumbJsonLd, itemListJsonLd, titleBreadcrumbHead, SCHEMA, type ItemListAbout, type JsonLdItem } from './structuredData';
export { isDemoStock, useStoreStock, type StoreStock, type WineStock } from './useStoreStock';
export { tasteMatchPages, useTasteMatches, type TasteMatchOf } from './useTasteMatches';
