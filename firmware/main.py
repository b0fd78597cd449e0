# Start Lookout. On the Lookout board boot.py has put the app in ROMFS (/rom) first on sys.path
# when it is whole and new enough, else the copy on flash; with no app anywhere this import
# fails and MicroPython stays at its REPL with boot.py's message on the screen (no crash loop).
from lookout.app import main
main()
