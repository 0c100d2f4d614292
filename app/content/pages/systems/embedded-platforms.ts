import type { PageContent } from "../../types";

export const page: PageContent = {
  description: "Board support packages, device drivers, firmware and real-time software for embedded products.",
  hero: {
    eyebrow: "Systems",
    title: "Embedded Platforms",
    tagline: "Board bring-up, drivers, firmware and real-time software for products that must not fail.",
    intro: [
      "Embedded software sits where hardware schedules, memory limits and real-time deadlines meet. Our embedded team brings up new boards, writes and ports drivers, and builds firmware for products in telecom, consumer electronics, medical devices and industrial control.",
      "We work on ARM and other common processor families, with embedded Linux, Android and real-time operating systems, and we take products from first silicon to long-term sustenance.",
    ],
    art: {
      icon: "cpu",
      alt: "Illustration of a circuit board with a processor, memory and connectors under development",
    },
  },
  sections: [
    {
      kind: "blocks",
      id: "services",
      heading: "Embedded engineering services",
      blocks: [
        {
          title: "Board support packages and bring-up",
          points: [
            "Bootloader and BSP development for new boards",
            "Board bring-up and hardware debugging with your design team",
            "Secure boot and firmware signing",
            "Power management and boot-time optimisation",
          ],
        },
        {
          title: "Device drivers",
          points: [
            "Drivers for USB, PCIe, I2C, SPI, UART, Ethernet and display interfaces",
            "Linux kernel and RTOS driver development",
            "Upstreaming and kernel version migration",
          ],
        },
        {
          title: "Operating systems and middleware",
          points: [
            "Embedded Linux with Yocto and Buildroot",
            "Real-time operating systems such as FreeRTOS and Zephyr",
            "Android platform customisation",
            "Connectivity stacks for Wi-Fi, Bluetooth and cellular",
          ],
        },
        {
          title: "Firmware and applications",
          points: [
            "Microcontroller firmware for sensors and controllers",
            "Over-the-air update mechanisms",
            "Device user interfaces and HMI software",
          ],
        },
        {
          title: "Porting and sustenance",
          points: [
            "Porting to new processors and toolchains",
            "Security patches and long-term maintenance releases",
            "Obsolescence management for ageing components",
          ],
        },
      ],
    },
    {
      kind: "results",
      heading: "Devices we have brought up",
      results: [
        {
          title: "Platform port for a maker of patient monitors",
          result: "Port finished ahead of schedule",
          detail:
            "We ported the monitor software to a new processor and embedded Linux release, reusing our BSP components to finish well ahead of the original schedule.",
        },
        {
          title: "Controller firmware for an industrial automation company",
          result: "Fewer field failures",
          detail:
            "A rewritten firmware update process with rollback and a watchdog strategy ended the bricked-device returns that had followed earlier updates.",
        },
        {
          title: "Set-top box boot optimisation for a consumer electronics brand",
          result: "Much faster start-up",
          detail:
            "Kernel trimming, parallel service start-up and driver tuning brought start-up time well within the operator's acceptance target.",
        },
      ],
    },
    {
      kind: "steps",
      heading: "From first silicon to field release",
      steps: [
        { number: 1, title: "Bring-up", description: "Boot the board and verify every interface.", tint: "brand" },
        {
          number: 2,
          title: "Platform",
          description: "BSP, drivers and operating system ready for applications.",
          tint: "sky",
        },
        {
          number: 3,
          title: "Product",
          description: "Firmware, applications and updates integrated and tested.",
          tint: "teal",
        },
        {
          number: 4,
          title: "Sustain",
          description: "Patches, ports and maintenance for the product's life.",
          tint: "amber",
        },
      ],
    },
  ],
  cta: {
    heading: "Bringing up a new board or product?",
    text: "Share your hardware, processor and schedule. Our embedded engineers will outline how we would take it from bring-up to release.",
    action: { label: "Contact Us", href: "/contact" },
  },
};
