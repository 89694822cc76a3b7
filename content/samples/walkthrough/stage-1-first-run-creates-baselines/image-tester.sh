# screenshots/pantry/ holds recipe-header.png and ingredients-for-6.png: each file is one test, named after it
image-tester --folder ./screenshots/pantry --app-name "Pantry" --batch-name "Pantry nightly"
