import {
  Award, BadgeCheck, Bell, Bot, Briefcase, Building2, CalendarCheck, CalendarX, ChartColumn, ChartLine,
  CircleDollarSign, ClipboardList, Clock, Compass, Database, Eye, Gauge, Gift, GraduationCap, Hammer,
  HandCoins, Handshake, Headphones, HeartHandshake, House, Landmark, Layers, Lightbulb, ListChecks, Mail,
  Megaphone, MessageSquare, MessagesSquare, Mic, Percent, Phone, PhoneCall, PhoneMissed, PiggyBank, Play,
  Podcast, Puzzle, Quote, RefreshCw, Repeat, Rocket, Route, Scale, Scissors, Search, Settings2, ShieldCheck,
  Siren, Smile, Sparkles, Star, Stethoscope, Store, Target, Timer, TrendingUp, Users, UserX, Workflow,
  Wrench, Zap, type LucideProps,
} from "lucide-react";

// Content names icons by string so `content/` stays plain data.
const icons = {
  award: Award, badgeCheck: BadgeCheck, bell: Bell, bot: Bot, briefcase: Briefcase, building: Building2,
  calendarCheck: CalendarCheck, calendarX: CalendarX, chart: ChartColumn, chartLine: ChartLine,
  dollar: CircleDollarSign, clipboard: ClipboardList, clock: Clock, compass: Compass, database: Database,
  eye: Eye, gauge: Gauge, gift: Gift, graduation: GraduationCap, hammer: Hammer, handCoins: HandCoins,
  handshake: Handshake, headphones: Headphones, heartHandshake: HeartHandshake, house: House,
  landmark: Landmark, layers: Layers, lightbulb: Lightbulb, listChecks: ListChecks, mail: Mail,
  megaphone: Megaphone, message: MessageSquare, messages: MessagesSquare, mic: Mic, percent: Percent,
  phone: Phone, phoneCall: PhoneCall, phoneMissed: PhoneMissed, piggyBank: PiggyBank,
  play: Play, podcast: Podcast, puzzle: Puzzle, quote: Quote, refresh: RefreshCw, repeat: Repeat,
  rocket: Rocket, route: Route, scale: Scale, scissors: Scissors, search: Search, settings: Settings2,
  shield: ShieldCheck, siren: Siren, smile: Smile, sparkles: Sparkles, star: Star,
  stethoscope: Stethoscope, store: Store, target: Target, timer: Timer, trendingUp: TrendingUp,
  users: Users, userX: UserX, workflow: Workflow, wrench: Wrench, zap: Zap,
} as const;

export type IconName = keyof typeof icons;

export function Icon({ name, ...props }: { name: IconName } & LucideProps) {
  const Component = icons[name];
  return <Component aria-hidden="true" focusable="false" {...props} />;
}
