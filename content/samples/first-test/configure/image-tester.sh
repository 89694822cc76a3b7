# Settings are flags; the key comes from EYES_API_KEY (step 1).
# List the checkpoints a folder would make, uploading nothing:
image-tester --folder ./screenshots --app-name "Web Shop" --dry-run
