eyes.check("Confirmation", Target.window().fully())

texts = eyes.extract_text(OcrRegion("#receipt-header").hint(r"ORD-\d{6}"))
order_number = texts[0].strip()
assert re.fullmatch(r"ORD-\d{6}", order_number)

totals = eyes.extract_text_regions(TextRegionSettings(r"Total: \$\d+\.\d{2}"))
assert len(totals[r"Total: \$\d+\.\d{2}"]) == 1
