#!/usr/bin/env python3
"""check-a11y.py in another colour scheme or window size: the same axe-core run, with
Chromium's --force-dark-mode (so `prefers-color-scheme: dark` applies), more contrast
(`prefers-contrast: more` emulated through the DevTools protocol, and axe's AAA rule
color-contrast-enhanced turned on) and/or a phone-sized window. spots-site's addition to the
shared checkers.

    check-a11y-variant.py [--dark] [--contrast] [--width 390] [--height 844] OUT_DIR [-k 10]
"""
import argparse, importlib.util, sys
from pathlib import Path

ap = argparse.ArgumentParser(add_help=False)
ap.add_argument("--dark", action="store_true")
ap.add_argument("--contrast", action="store_true")
ap.add_argument("--width", type=int)
ap.add_argument("--height", type=int, default=844)
variant, rest = ap.parse_known_args()

spec = importlib.util.spec_from_file_location("check_a11y", Path(__file__).with_name("check-a11y.py"))
check_a11y = importlib.util.module_from_spec(spec)
spec.loader.exec_module(check_a11y)


class VariantOptions(check_a11y.webdriver.ChromeOptions):
    def __init__(self):
        super().__init__()
        if variant.dark:
            super().add_argument("--force-dark-mode")

    def add_argument(self, argument):
        if variant.width and argument.startswith("--window-size="):
            argument = f"--window-size={variant.width},{variant.height}"
        super().add_argument(argument)


class VariantChrome(check_a11y.webdriver.Chrome):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        if variant.contrast:
            # Kept for every page the tab opens.
            self.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-contrast", "value": "more"}]})


check_a11y.webdriver.ChromeOptions = VariantOptions
check_a11y.webdriver.Chrome = VariantChrome
if variant.contrast:
    check_a11y.RUN_AXE = check_a11y.RUN_AXE.replace(
        "axe.run(document)", "axe.run(document, {rules: {'color-contrast-enhanced': {enabled: true}}})")
    assert "color-contrast-enhanced" in check_a11y.RUN_AXE
print(f"check-a11y ({'dark' if variant.dark else 'light'} colour scheme{', more contrast' if variant.contrast else ''}, "
      f"{f'{variant.width}x{variant.height}' if variant.width else '1280x900'} window):")
sys.argv = ["check-a11y-variant.py"] + rest
check_a11y.main()
