"""The microcontroller and TinyML ecosystem (fifty-third session, from reading unseen92 and
unseen79; the sentences are our own):

- the gazetteer knows the makers, families and tools the folders named (Espressif and its ESP32
  line, Microchip and PIC32, Arm's Cortex-M52, Cortex-M0+ and Cortex-R52, CMSIS-NN, Ambiq's
  neuralSPOT, ST's Stellar P3E and Neural-ART, NXP's MCX and Kinetis, Neuton.AI, Atlazo,
  Intel's Neural Compute Stick 2, AMD's Lemonade Server, TensorFlow Lite for Microcontrollers);
- a number glued by a hyphen to a unit after a name ("Neural-ART 600-GOPS") is a measure, no
  generation of it;
- "modular AI infrastructure" is no company Modular (the alias "Modular AI" matched any case).
"""

from __future__ import annotations

from helpers import rule_tests

CASES = [
    (
        "es",
        "Espressif presentó el ESP32-C3 en 2020.",
        {("espressif-systems", "announces", "esp32-c3")},
    ),
    (
        "en",
        "Microchip announced the PIC32A family for industrial controllers.",
        {("microchip-technology-inc", "announces", "pic32a")},
    ),
    (
        "es",
        "Microchip revoluciona el mercado con el lanzamiento del PIC32M.",
        {("microchip-technology-inc", "announces", "pic32m")},
    ),
    (
        "en",
        "Arm unveiled the Cortex-M52, its smallest core with Helium.",
        {("arm", "announces", "cortex-m52")},
    ),
    (
        "en",
        "Renesas built its new controller on an Arm Cortex-M0+ core.",
        {("renesas", "uses", "cortex-m0-plus")},
    ),
    (
        "en",
        "The Ambiq Apollo board runs neuralSPOT, which builds on CMSIS-NN.",
        {("neuralspot", "uses", "cmsis-nn")},
    ),
    (
        "en",
        "Nordic Semiconductor acquired Neuton.AI and Atlazo.",
        {
            ("nordic-semiconductor", "acquires", "neuton-ai"),
            ("nordic-semiconductor", "acquires", "atlazo"),
        },
    ),
    (
        "en",
        "The new STM32N6 features STMicro's Neural-ART 600-GOPS accelerator.",
        {("stmicroelectronics", "develops", "neural-art")},
    ),
    (
        "en",
        "The Intel Neural Compute Stick 2 contains the Myriad X chip.",
        {("neural-compute-stick-2", "uses", "myriad-x")},
    ),
]

NOT_THIS = [
    (
        "en",
        "Google's research shows a modular AI infrastructure built on PyTorch and vLLM works"
        " best on Nvidia GPUs.",
        ("modular", "uses", "pytorch"),
    ),
]

test_fact_extracted, test_no_false_fact = rule_tests(CASES, NOT_THIS)
