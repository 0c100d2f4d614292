import {
  Activity, Award, BadgeCheck, BarChart, Battery, Bot, Brain, Briefcase, Building, Calendar, ChartLine,
  CheckCircle, ClipboardCheck, Clock, Cloud, Code, Cog, Compass, Cpu, Database, Factory, FileText, Gauge,
  Globe, GraduationCap, HardDrive, Handshake, Heart, HeartPulse, Home, Hospital, Landmark, Layers, Leaf,
  Lightbulb, LineChart, Lock, type LucideIcon, MapPin, Megaphone, Microchip, Monitor, Network, Package,
  Palette, Phone, PieChart, Plug, Radio, Recycle, RefreshCw, Rocket, Router, Scale, Search, Server, Settings,
  Shield, ShieldCheck, ShoppingCart, Smartphone, Sparkles, Star, Sun, Target, TestTube, TrendingUp, Trophy,
  Truck, Users, Wallet, Warehouse, Wifi, Workflow, Wrench, Zap,
} from "lucide-react";
import type { IconName } from "../site/icons";

const icons: Record<IconName, LucideIcon> = {
  activity: Activity, award: Award, "badge-check": BadgeCheck, "bar-chart": BarChart, battery: Battery,
  bot: Bot, brain: Brain, briefcase: Briefcase, building: Building, calendar: Calendar, "chart-line": ChartLine,
  "check-circle": CheckCircle, "clipboard-check": ClipboardCheck, clock: Clock, cloud: Cloud, code: Code,
  cog: Cog, compass: Compass, cpu: Cpu, database: Database, factory: Factory, "file-text": FileText,
  gauge: Gauge, globe: Globe, "graduation-cap": GraduationCap, "hard-drive": HardDrive, handshake: Handshake,
  heart: Heart, "heart-pulse": HeartPulse, home: Home, hospital: Hospital, landmark: Landmark, layers: Layers,
  leaf: Leaf, lightbulb: Lightbulb, "line-chart": LineChart, lock: Lock, "map-pin": MapPin,
  megaphone: Megaphone, microchip: Microchip, monitor: Monitor, network: Network, package: Package,
  palette: Palette, phone: Phone, "pie-chart": PieChart, plug: Plug, radio: Radio, recycle: Recycle,
  "refresh-cw": RefreshCw, rocket: Rocket, router: Router, scale: Scale, search: Search, server: Server,
  settings: Settings, shield: Shield, "shield-check": ShieldCheck, "shopping-cart": ShoppingCart,
  smartphone: Smartphone, sparkles: Sparkles, star: Star, sun: Sun, target: Target, "test-tube": TestTube,
  "trending-up": TrendingUp, trophy: Trophy, truck: Truck, users: Users, wallet: Wallet, warehouse: Warehouse,
  wifi: Wifi, workflow: Workflow, wrench: Wrench, zap: Zap,
};

/** A decorative icon named by content; the text beside it carries the meaning. */
export function Icon({ name, className = "size-6" }: { name: IconName; className?: string }) {
  const Drawing = icons[name];
  return <Drawing className={className} aria-hidden="true" focusable="false" strokeWidth={1.75} />;
}
