import {
  Award,
  BadgeCheck,
  Bell,
  Bot,
  Briefcase,
  Building2,
  CalendarCheck,
  CalendarX,
  ChartColumn,
  ClipboardList,
  Clock,
  Compass,
  Database,
  Eye,
  Hammer,
  Handshake,
  Headphones,
  HeartHandshake,
  House,
  Landmark,
  Layers,
  Lightbulb,
  LockKeyhole,
  LogOut,
  Mail,
  Megaphone,
  MessageSquare,
  MessagesSquare,
  Mic,
  Percent,
  Phone,
  PhoneCall,
  PhoneMissed,
  PiggyBank,
  Podcast,
  RefreshCw,
  Repeat,
  Rocket,
  Scale,
  Scissors,
  Search,
  Settings2,
  ShieldCheck,
  Siren,
  Smile,
  Star,
  Stethoscope,
  Store,
  Target,
  Timer,
  TrendingUp,
  Users,
  UserX,
  Workflow,
  Wrench,
  Zap,
  type LucideProps,
} from "lucide-react";
import { cn } from "@/lib/cn";

// Content names icons by string so `content/` stays plain data.
const icons = {
  award: Award,
  badgeCheck: BadgeCheck,
  bell: Bell,
  bot: Bot,
  briefcase: Briefcase,
  building: Building2,
  calendarCheck: CalendarCheck,
  calendarX: CalendarX,
  chart: ChartColumn,
  clipboard: ClipboardList,
  clock: Clock,
  compass: Compass,
  database: Database,
  eye: Eye,
  hammer: Hammer,
  handshake: Handshake,
  headphones: Headphones,
  heartHandshake: HeartHandshake,
  house: House,
  landmark: Landmark,
  layers: Layers,
  lightbulb: Lightbulb,
  lock: LockKeyhole,
  logOut: LogOut,
  mail: Mail,
  megaphone: Megaphone,
  message: MessageSquare,
  messages: MessagesSquare,
  mic: Mic,
  percent: Percent,
  phone: Phone,
  phoneCall: PhoneCall,
  phoneMissed: PhoneMissed,
  piggyBank: PiggyBank,
  podcast: Podcast,
  refresh: RefreshCw,
  repeat: Repeat,
  rocket: Rocket,
  scale: Scale,
  scissors: Scissors,
  search: Search,
  settings: Settings2,
  shield: ShieldCheck,
  siren: Siren,
  smile: Smile,
  star: Star,
  stethoscope: Stethoscope,
  store: Store,
  target: Target,
  timer: Timer,
  trendingUp: TrendingUp,
  users: Users,
  userX: UserX,
  workflow: Workflow,
  wrench: Wrench,
  zap: Zap,
} as const;

export type IconName = keyof typeof icons;

export function Icon({ name, ...props }: { name: IconName } & LucideProps) {
  const Component = icons[name];
  return <Component aria-hidden="true" focusable="false" {...props} />;
}

type TileProps = { name?: IconName; className: string; iconClassName?: string };

/** An icon on a soft brand tile; the caller sizes and places the tile. */
export function IconTile({ name, className, iconClassName = "size-5" }: TileProps) {
  return (
    <span
      className={cn(
        "inline-flex items-center justify-center rounded-xl bg-brand-soft text-primary",
        className,
      )}
    >
      {name && <Icon name={name} className={iconClassName} />}
    </span>
  );
}
